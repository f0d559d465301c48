import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalSocket } from './socket.ts';

/** A stand-in for the browser's WebSocket: records what is sent and lets the test answer. */
class FakeSocket extends EventTarget {
  static readonly OPEN = 1;
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: { type: string; body?: unknown }[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  reply(type: string, body?: unknown) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify({ id: 's1', type, body }) }));
  }
}

const latest = () => FakeSocket.instances.at(-1)!;

function started() {
  const socket = new PortalSocket({ customerId: 'c1', communityId: 'm1' }, 'ws://lintel.test/ws');
  const alive: boolean[] = [];
  socket.onAlive((value) => alive.push(value));
  socket.start();
  latest().open();
  return { socket, alive };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the portal websocket', () => {
  it('signed-in user: authenticates for the selected context on open, is alive once answered, pings every 20 s', () => {
    const { alive } = started();
    expect(latest().sent).toEqual([
      { id: 'c1', type: 'AUTHENTICATION', body: { customerId: 'c1', communityId: 'm1' } },
    ]);
    latest().reply('AUTHENTICATION');
    expect(alive).toEqual([true]);
    vi.advanceTimersByTime(19_999);
    expect(latest().sent.filter((m) => m.type === 'PING')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(latest().sent.filter((m) => m.type === 'PING')).toHaveLength(1);
    latest().reply('PING');
    vi.advanceTimersByTime(20_000);
    expect(latest().sent.filter((m) => m.type === 'PING')).toHaveLength(2);
    expect(alive).toEqual([true]);
  });

  it('signed-in user: a ping without an answer within 5 s makes the socket not alive; an answer brings it back', () => {
    const { socket, alive } = started();
    latest().reply('AUTHENTICATION');
    vi.advanceTimersByTime(20_000 + 4_999);
    expect(socket.isAlive).toBe(true);
    vi.advanceTimersByTime(1);
    expect(socket.isAlive).toBe(false);
    latest().reply('PING');
    expect(alive).toEqual([true, false, true]);
  });

  it('signed-in user: a closed socket reconnects after 1 s; a stopped one never does', () => {
    const { socket, alive } = started();
    latest().reply('AUTHENTICATION');
    latest().close();
    expect(alive).toEqual([true, false]);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    socket.stop();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('signed-in user: a pushed notification reaches every listener; a new context re-authenticates', () => {
    const { socket } = started();
    latest().reply('AUTHENTICATION');
    const got: unknown[] = [];
    socket.on('NOTIFICATION', (n) => got.push(n));
    latest().reply('NOTIFICATION', { id: 'n1', title: 'Leak in A-101' });
    expect(got).toEqual([{ id: 'n1', title: 'Leak in A-101' }]);
    socket.setContext({ customerId: 'c2', communityId: null });
    expect(latest().sent.at(-1)).toMatchObject({
      type: 'AUTHENTICATION',
      body: { customerId: 'c2', communityId: null },
    });
  });
});
