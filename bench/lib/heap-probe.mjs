// Loaded into a server under the load test (`node --expose-gc --import ./bench/lib/heap-probe.mjs`):
// on SIGWINCH (a signal the server's graceful stop does not listen to, and whose default is to do
// nothing) it runs a full collection and writes the process's memory figures, with a running count,
// to the file LINTEL_HEAP_PROBE names. The heap a full collection keeps is what a leak grows; resident
// memory also holds heap the collector has freed but not yet given back, which swings by tens of MB.
import { writeFileSync } from 'node:fs';

const file = process.env.LINTEL_HEAP_PROBE;
let probes = 0;
if (file && typeof globalThis.gc === 'function') {
  process.on('SIGWINCH', () => {
    globalThis.gc();
    globalThis.gc();
    probes += 1;
    writeFileSync(file, JSON.stringify({ probe: probes, ...process.memoryUsage() }));
  });
}
