import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useLightConnectionLogQuery } from '../api/sensors.ts';
import { SensorEventLog, useLogCursor } from '../components/SensorEventLog.tsx';
import { sensorMessages as m } from '../sensors.messages.ts';

/** A light switch's connection log, with its switching and configuration, newest first (D199). */
export default function LightSwitchConnectionLogPage() {
  const intl = useIntl();
  const { lightSwitchId = '' } = useParams();
  const [cursor, setCursor] = useLogCursor();
  const query = useLightConnectionLogQuery(lightSwitchId, cursor.token, cursor.dir);
  return (
    <SensorEventLog
      tableId="devices.lightSwitches.connectionLog"
      label={intl.formatMessage(m.connectionLogTitle)}
      query={query}
      cursor={cursor}
      setCursor={setCursor}
      testId="connection-log"
    />
  );
}
