import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useLeakConnectionLogQuery } from '../api/sensors.ts';
import { SensorEventLog, useLogCursor } from '../components/SensorEventLog.tsx';
import { sensorMessages as m } from '../sensors.messages.ts';

/** A leak sensor's connection log, newest first (D199). */
export default function LeakSensorConnectionLogPage() {
  const intl = useIntl();
  const { leakSensorId = '' } = useParams();
  const [cursor, setCursor] = useLogCursor();
  const query = useLeakConnectionLogQuery(leakSensorId, cursor.token, cursor.dir);
  return (
    <SensorEventLog
      tableId="devices.leakSensors.connectionLog"
      label={intl.formatMessage(m.connectionLogTitle)}
      query={query}
      cursor={cursor}
      setCursor={setCursor}
      testId="connection-log"
    />
  );
}
