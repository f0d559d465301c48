import type { DeviceChange } from '@lintel/contracts/devices/common';
import type { Thermostat } from '@lintel/contracts/devices/thermostats';
import { useState } from 'react';
import { useRealtimeEvent } from '../../../../app/realtime/RealtimeContext.tsx';

const numberOr = (value: unknown, fallback: number | null) => (typeof value === 'number' ? value : fallback);

/** A thermostat row with a newer change from the socket applied (older changes are ignored). */
export function withChange(row: Thermostat, change: DeviceChange | undefined): Thermostat {
  if (!change || change.updatedAt < row.updatedAt) return row;
  const reading = change.reading;
  const mode = reading.mode;
  return {
    ...row,
    installState: change.installState,
    connection: change.connection,
    syncState: change.syncState,
    battery: change.battery,
    reading,
    updatedAt: change.updatedAt,
    temperature: numberOr(reading.temperature, row.temperature),
    heatSetPoint: numberOr(reading.heatSetPoint, row.heatSetPoint),
    coolSetPoint: numberOr(reading.coolSetPoint, row.coolSetPoint),
    mode: mode === 'HEAT' || mode === 'COOL' || mode === 'AUTO' || mode === 'OFF' ? mode : row.mode,
    firmwareProgress: typeof reading.firmwareProgress === 'number' ? Math.round(reading.firmwareProgress) : null,
  };
}

/**
 * The latest change of every thermostat the socket reported while the screen is open, so the rows
 * on screen follow the devices live without asking the server again (realtime event DEVICE_CHANGED).
 */
export function useLiveChanges(onChange?: (change: DeviceChange) => void): Record<string, DeviceChange> {
  const [changes, setChanges] = useState<Record<string, DeviceChange>>({});
  useRealtimeEvent('DEVICE_CHANGED', (change) => {
    if (change.kind !== 'THERMOSTAT') return;
    setChanges((prev) => ({ ...prev, [change.id]: change }));
    onChange?.(change);
  });
  return changes;
}
