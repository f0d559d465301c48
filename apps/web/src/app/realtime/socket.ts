import {
  type RealtimeEvents,
  type RealtimeEventType,
  WS_ALIVE_TIMEOUT_MS,
  WS_PATH,
  WS_PING_INTERVAL_MS,
  WS_RECONNECT_DELAY_MS,
} from '@lintel/contracts/realtime';

export interface SocketContext {
  customerId: string | null;
  communityId: string | null;
}

type Listener<T> = (value: T) => void;

/**
 * The portal's websocket (spec part 1 sections 4 and 9), a platform service: authenticates with the
 * session (the httpOnly cookie rides on the upgrade request), pings every 20 s, counts as not alive
 * when a ping gets no answer within 5 s, reconnects 1 s after a close, tells listeners when liveness
 * changes, and hands each area event (contracts' RealtimeEvents) to the listeners of its type.
 *
 * @example const socket = new PortalSocket(ctx); socket.on('NOTIFICATION', show); socket.start();
 */
export class PortalSocket {
  private socket: WebSocket | null = null;
  private alive = false;
  private stopped = true;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private aliveTimer: ReturnType<typeof setTimeout> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private counter = 0;
  private readonly aliveListeners = new Set<Listener<boolean>>();
  private readonly eventListeners = new Map<RealtimeEventType, Set<Listener<never>>>();

  constructor(
    private context: SocketContext,
    private readonly url = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${WS_PATH}`,
  ) {}

  get isAlive(): boolean {
    return this.alive;
  }

  onAlive(listener: Listener<boolean>): () => void {
    this.aliveListeners.add(listener);
    return () => this.aliveListeners.delete(listener);
  }

  /** Listens for one area event type; returns the way to stop listening. */
  on<T extends RealtimeEventType>(type: T, listener: Listener<RealtimeEvents[T]>): () => void {
    let listeners = this.eventListeners.get(type);
    if (!listeners) {
      listeners = new Set();
      this.eventListeners.set(type, listeners);
    }
    listeners.add(listener as Listener<never>);
    return () => listeners.delete(listener as Listener<never>);
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.socket?.close(1000);
    this.socket = null;
    this.setAlive(false);
  }

  /** A new customer or community: authenticate again for it on the open socket. */
  setContext(context: SocketContext): void {
    this.context = context;
    if (this.socket?.readyState === WebSocket.OPEN) this.authenticate();
  }

  private nextId(): string {
    this.counter += 1;
    return `c${this.counter}`;
  }

  private send(type: 'AUTHENTICATION' | 'PING', body?: unknown): void {
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    this.socket.send(JSON.stringify({ id: this.nextId(), type, ...(body === undefined ? {} : { body }) }));
  }

  private authenticate(): void {
    this.send('AUTHENTICATION', { customerId: this.context.customerId, communityId: this.context.communityId });
  }

  private connect(): void {
    if (this.stopped) return;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener('open', () => this.authenticate());
    socket.addEventListener('message', (event) => this.onMessage(String(event.data)));
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.clearTimers();
      this.setAlive(false);
      this.socket = null;
      if (!this.stopped) this.reconnectTimer = setTimeout(() => this.connect(), WS_RECONNECT_DELAY_MS);
    });
  }

  private onMessage(text: string): void {
    let message: { type: string; body: unknown };
    try {
      message = JSON.parse(text) as { type: string; body: unknown };
    } catch {
      return;
    }
    if (message.type === 'AUTHENTICATION') {
      this.setAlive(true);
      this.clearTimers();
      this.pingTimer = setInterval(() => this.ping(), WS_PING_INTERVAL_MS);
    } else if (message.type === 'PING') {
      if (this.aliveTimer) clearTimeout(this.aliveTimer);
      this.aliveTimer = null;
      this.setAlive(true);
    } else {
      const listeners = this.eventListeners.get(message.type as RealtimeEventType);
      for (const listener of listeners ?? []) (listener as Listener<unknown>)(message.body);
    }
  }

  private ping(): void {
    this.send('PING');
    if (this.aliveTimer) return;
    this.aliveTimer = setTimeout(() => {
      this.aliveTimer = null;
      this.setAlive(false);
    }, WS_ALIVE_TIMEOUT_MS);
  }

  private clearTimers(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.aliveTimer) clearTimeout(this.aliveTimer);
    this.pingTimer = null;
    this.aliveTimer = null;
  }

  private setAlive(alive: boolean): void {
    if (this.alive === alive) return;
    this.alive = alive;
    for (const listener of this.aliveListeners) listener(alive);
  }
}
