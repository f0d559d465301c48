import type { DeviceChange } from '@lintel/contracts/devices/common';
import type { Thermostat } from '@lintel/contracts/devices/thermostats';
import { describe, expect, it } from 'vitest';
import { withChange } from './live.ts';

const row: Thermostat = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'THERMOSTAT',
  family: 'THERMOSTAT',
  name: 'Thermostat A-101',
  serial: 'TH-1',
  model: null,
  firmware: '1.0.0',
  locationId: null,
  locationName: null,
  unitId: null,
  unitName: 'A-101',
  gatewayId: null,
  gatewayName: null,
  installState: 'INSTALLED',
  connection: 'ONLINE',
  syncState: null,
  battery: 80,
  availableActions: [],
  additionalReaderType: null,
  reading: { temperature: 71, heatSetPoint: 68, coolSetPoint: 74, mode: 'AUTO' },
  lastSeenAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  temperature: 71,
  heatSetPoint: 68,
  coolSetPoint: 74,
  mode: 'AUTO',
  firmwareProgress: null,
};

const change = (updatedAt: string, reading: Record<string, unknown>): DeviceChange => ({
  id: row.id,
  kind: 'THERMOSTAT',
  family: 'THERMOSTAT',
  installState: 'INSTALLED',
  connection: 'OFFLINE',
  syncState: null,
  battery: 79,
  availableActions: [],
  reading,
  updatedAt,
});

describe('a thermostat row following its device', () => {
  it('takes the set points, mode, connection and firmware progress of a newer change', () => {
    const next = withChange(
      row,
      change('2026-01-01T10:00:05.000Z', {
        temperature: 70.5,
        heatSetPoint: 65,
        coolSetPoint: 77,
        mode: 'COOL',
        firmwareProgress: 33.4,
      }),
    );
    expect(next).toMatchObject({
      temperature: 70.5,
      heatSetPoint: 65,
      coolSetPoint: 77,
      mode: 'COOL',
      connection: 'OFFLINE',
      battery: 79,
      firmwareProgress: 33,
    });
  });

  it('keeps what it has for an older change, for no change, and for values the device did not report', () => {
    expect(withChange(row, change('2026-01-01T09:00:00.000Z', { heatSetPoint: 50 }))).toBe(row);
    expect(withChange(row, undefined)).toBe(row);
    expect(withChange(row, change('2026-01-01T11:00:00.000Z', { mode: 'WARM' }))).toMatchObject({
      heatSetPoint: 68,
      mode: 'AUTO',
    });
  });
});
