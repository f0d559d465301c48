import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';

export interface Received {
  id: string;
  type: string;
  body: Record<string, unknown>;
}

/** A small promise-based websocket client for tests and benchmarks. */
export class WsClient {
  readonly received: Received[] = [];
  private waiters: { match: (m: Received) => boolean; resolve: (m: Received) => void }[] = [];
  private closeCode: number | null = null;
  private closeWaiters: ((code: number) => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Received;
      this.received.push(message);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(message)) return true;
        w.resolve(message);
        return false;
      });
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      for (const waiter of this.closeWaiters) waiter(code);
    });
  }

  static open(url: string, options: { origin?: string; headers?: Record<string, string> } = {}): Promise<WsClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { origin: options.origin, headers: options.headers });
      socket.once('open', () => resolve(new WsClient(socket)));
      socket.once('error', reject);
    });
  }

  raw(text: string): void {
    this.socket.send(text);
  }

  /** Sends a message and waits for the answer with the same id. */
  request(message: { type: string; body?: unknown }, timeoutMs = 2_000): Promise<Received> {
    const id = randomUUID();
    const answer = this.next((m) => m.id === id, timeoutMs);
    this.socket.send(JSON.stringify({ id, ...message }));
    return answer;
  }

  next(match: (m: Received) => boolean, timeoutMs: number): Promise<Received> {
    const seen = this.received.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching message within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /** Resolves with the close code, or rejects if the socket is still open after the time-out. */
  closed(timeoutMs: number): Promise<number> {
    if (this.closeCode !== null) return Promise.resolve(this.closeCode);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`still open after ${timeoutMs} ms`)), timeoutMs);
      this.closeWaiters.push((code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}
