import type { MessageDescriptor } from 'react-intl';
import { thermostatMessages as m } from '../../thermostats.messages.ts';

/** The thermostat list's remembered columns: the table and the columns route share one memory. */
export const THERMOSTATS_TABLE_ID = 'devices.thermostats';

export const THERMOSTAT_COLUMNS: readonly { id: string; label: MessageDescriptor; hiddenByDefault?: true }[] = [
  { id: 'unit', label: m.unit },
  { id: 'temperature', label: m.temperature },
  { id: 'setPoints', label: m.setPoints },
  { id: 'mode', label: m.mode },
  { id: 'connection', label: m.connection },
  { id: 'installState', label: m.installState },
  { id: 'battery', label: m.battery },
  { id: 'serial', label: m.serial, hiddenByDefault: true },
  { id: 'firmware', label: m.firmware, hiddenByDefault: true },
  { id: 'lastSeen', label: m.lastSeen, hiddenByDefault: true },
];

export const HIDDEN_BY_DEFAULT = THERMOSTAT_COLUMNS.filter((c) => c.hiddenByDefault).map((c) => c.id);
