import { open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * PGlite happily opens a data folder another process already has open, and two PostgreSQL engines
 * writing one folder corrupt it. A lock file holding the owner's process id keeps a second server
 * (a forgotten `npm start` in another terminal) out with a clear message. A lock left by a process
 * that no longer runs (killed, crashed) is taken over.
 */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

const LOCK_FILE = 'examprep.lock';

/** Lock files this process holds: a lock file naming our own pid is ours only if it is listed here. */
const held = new Set<string>();

/** Takes the folder's lock; returns the function that releases it. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, LOCK_FILE);
  if (held.has(path)) throw inUse(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, 'wx');
      held.add(path);
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        held.delete(path);
        await unlink(path).catch(() => {});
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) throw inUse(dataDir, owner);
    // Stale: its owner is gone (or is us, in a restarted container where we are pid 1 again).
    await unlink(path).catch(() => {});
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dataDir}: another server is starting on it.`);
}

function inUse(dataDir: string, owner: number): DataDirInUseError {
  return new DataDirInUseError(
    `The data folder ${dataDir} is in use by another server (process ${owner}). Stop it, or set DATA_DIR to another folder.`,
  );
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user; still running.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
