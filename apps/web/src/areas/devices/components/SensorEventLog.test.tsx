import type { DeviceEvent } from '@lintel/contracts/devices/common';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../../../../packages/ui/test/render.tsx';
import { type LogCursor, SensorEventLog } from './SensorEventLog.tsx';

const ok = { isError: false, error: null, refetch: () => undefined };
const device = { deviceId: '00000000-0000-4000-8000-000000000001', deviceName: 'Hallway lights 1' };
const events: DeviceEvent[] = [
  {
    ...device,
    id: '00000000-0000-4000-8000-00000000000a',
    kind: 'SWITCH',
    detail: { on: true, level: 35 },
    occurredAt: '2026-11-22T12:00:03.000Z',
  },
  {
    ...device,
    id: '00000000-0000-4000-8000-00000000000b',
    kind: 'COMMAND',
    detail: { command: 'INSTALL', status: 'SUCCEEDED', installState: 'INSTALLED' },
    occurredAt: '2026-11-22T12:00:02.000Z',
  },
  {
    ...device,
    id: '00000000-0000-4000-8000-00000000000c',
    kind: 'LEAK',
    detail: { leak: false },
    occurredAt: '2026-11-22T12:00:01.000Z',
  },
];

function renderLog(cursor: LogCursor, nextToken: string | null, moves: LogCursor[]) {
  renderUi(
    <SensorEventLog
      tableId="test.log"
      label="Connection log"
      query={{ ...ok, data: { content: events, firstToken: 'first', nextToken } }}
      cursor={cursor}
      setCursor={(next) => moves.push(next)}
      testId="log"
    />,
  );
}

describe('a manager reading a device log', () => {
  it('reads each event in words: the switching, where a command left the device, a leak cleared', () => {
    renderLog({ token: undefined, dir: 'FORWARD' }, null, []);
    const details = screen.getAllByTestId('log-detail').map((cell) => cell.textContent);
    expect(details).toEqual(['On at 35 %', 'INSTALL: SUCCEEDED → Installed', 'Leak cleared']);
    expect(screen.getAllByTestId('log-kind').map((cell) => cell.textContent)).toEqual(['Switched', 'Command', 'Leak']);
    // The newest page with nothing older offers no paging at all.
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();
  });

  it('pages to older entries by the last row and back to newer ones by the first', () => {
    const moves: LogCursor[] = [];
    renderLog({ token: 'somewhere', dir: 'FORWARD' }, 'last', moves);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(moves).toEqual([
      { token: 'last', dir: 'FORWARD' },
      { token: 'first', dir: 'BACK' },
    ]);
  });
});
