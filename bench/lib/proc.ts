import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every process this run started, so each can be stopped by its pid whatever happens. */
const children = new Set<ChildProcess>();

export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export function stopAll(): void {
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
}

let installed = false;
/** Stops everything this run started on exit, Ctrl+C, and when the hard time-out fires. */
export function installCleanup(hardTimeoutMs: number, label: string): void {
  if (installed) return;
  installed = true;
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopAll();
      process.exit(130);
    });
  }
  setTimeout(() => {
    console.error(
      `${label}: hard time-out after ${Math.round(hardTimeoutMs / 1000)} s; stopping every process it started`,
    );
    stopAll();
    process.exit(2);
  }, hardTimeoutMs).unref();
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Server {
  pid: number;
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts a node script (the Lintel server or a baseline) on loopback with the given environment
 * and waits until `healthPath` answers 200. One process: `node --import tsx file.ts`.
 */
export async function startNode(
  script: string,
  options: {
    port: number;
    env?: Record<string, string>;
    healthPath?: string;
    timeoutMs?: number;
    args?: string[];
    nodeArgs?: string[];
  },
): Promise<Server> {
  let log = '';
  const child = track(
    spawn(
      process.execPath,
      [...(options.nodeArgs ?? []), '--import', 'tsx', join(ROOT, script), ...(options.args ?? [])],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(options.port),
          LOG_LEVEL: 'warn',
          LINTEL_RATE_LIMIT: 'off',
          LINTEL_SERVE_WEB: 'off',
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    ),
  );
  const append = (chunk: unknown) => {
    log += String(chunk);
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${options.port}`;
  const server: Server = {
    pid: child.pid!,
    url,
    port: options.port,
    child,
    output: () => log,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  await waitHealthy(server, options.healthPath ?? '/api/health', options.timeoutMs ?? 180_000);
  return server;
}

export async function waitHealthy(server: Server, path: string, timeoutMs: number): Promise<number> {
  const started = performance.now();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`process ${server.pid} exited early:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  await server.stop('SIGKILL');
  throw new Error(`process ${server.pid} not healthy after ${timeoutMs} ms:\n${server.output()}`);
}

export const startLintel = (options: {
  port: number;
  env?: Record<string, string>;
  timeoutMs?: number;
  nodeArgs?: string[];
}) => startNode('apps/server/src/main.ts', options);

/**
 * The heap a full collection keeps, in bytes, from a server started with `heapProbeArgs` (it runs
 * the collection on SIGWINCH and writes its figures to `file`).
 */
export async function retainedHeap(pid: number, file: string): Promise<number> {
  const read = () => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as { probe: number; heapUsed: number };
    } catch {
      return null; // not written yet, or being written
    }
  };
  const before = read()?.probe ?? 0;
  process.kill(pid, 'SIGWINCH');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const now = read();
    if (now && now.probe > before) return now.heapUsed;
    await sleep(100);
  }
  throw new Error(`process ${pid} did not answer the heap probe within 30 s`);
}

export const heapProbeArgs = ['--expose-gc', '--import', join(ROOT, 'bench/lib/heap-probe.mjs')];

/** utime + stime of a process, in clock ticks (1/100 s on Linux). */
export function processTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command name: state is field 3, utime field 14, stime field 15 (1-based in proc(5)).
  return Number(fields[11]) + Number(fields[12]);
}

/** Resident memory of a process in bytes. */
export function processRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** Machine-wide busy ticks (all cores) from /proc/stat. */
export function machineBusyTicks(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
  return user! + nice! + system! + irq! + softirq! + steal!;
}

export const TICKS_PER_SECOND = 100;

/**
 * Measures what a block of work cost: ticks of the named processes, and how much of a core all
 * other work on the machine took meanwhile (to decide whether a measurement must be redone).
 */
export async function measureCpu<T>(
  pids: number[],
  work: () => Promise<T>,
): Promise<{ result: T; ticks: number[]; otherCores: number; seconds: number }> {
  const own = () =>
    pids.map((pid) => {
      try {
        return processTicks(pid);
      } catch {
        return 0; // gone (e.g. an idle database backend closed)
      }
    });
  const selfStart = process.cpuUsage();
  const before = own();
  const machineBefore = machineBusyTicks();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const after = own();
  const machineAfter = machineBusyTicks();
  const self = process.cpuUsage(selfStart);
  const ticks = after.map((t, i) => Math.max(0, t - before[i]!));
  const selfTicks = ((self.user + self.system) / 1e6) * TICKS_PER_SECOND;
  const other = machineAfter - machineBefore - ticks.reduce((a, b) => a + b, 0) - selfTicks;
  return { result, ticks, otherCores: Math.max(0, other / TICKS_PER_SECOND / seconds), seconds };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
