import { useIntl } from 'react-intl';
import { useLeakNotificationLogQuery, useSensorsLive } from '../api/sensors.ts';
import { SensorEventLog, useLogCursor } from '../components/SensorEventLog.tsx';
import { sensorMessages as m } from '../sensors.messages.ts';

/** Every leak reported or cleared by the community's sensors, newest first. */
export default function LeakSensorNotificationLogPage() {
  const intl = useIntl();
  useSensorsLive();
  const [cursor, setCursor] = useLogCursor();
  const query = useLeakNotificationLogQuery(cursor.token, cursor.dir);
  return (
    <SensorEventLog
      tableId="devices.leakSensors.notificationLog"
      label={intl.formatMessage(m.notificationLogTitle)}
      query={query}
      cursor={cursor}
      setCursor={setCursor}
      withDevice
      testId="notification-log"
    />
  );
}
