import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Lintel server (process ${pid}) is using the data folder ${dataDir}. ` +
        'Stop it first, or point LINTEL_DATA_DIR at another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else: still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database has no lock against a second process, and after a kill -9 it leaves a
 * postmaster.pid behind that makes the next open hang. This lock file holds our pid: a live owner
 * means refuse with a clear message; a dead one means the folder is ours, and its stale pid files go.
 *
 * @example const release = acquireDataDirLock('/srv/lintel/data'); … release();
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = join(dataDir, 'lintel.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      // We own the folder now, so any postmaster.pid is a leftover of a killed process.
      rmSync(join(dataDir, 'postmaster.pid'), { force: true });
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) rmSync(lockPath, { force: true });
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : '', 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}
