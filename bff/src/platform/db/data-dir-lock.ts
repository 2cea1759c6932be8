import fs from 'node:fs';
import path from 'node:path';

/**
 * A second process opening PGlite on a data directory another one has open does not fail
 * cleanly: its WebAssembly Postgres aborts ("Aborted()") on the first query, and the files the
 * first one writes may be damaged. The directory is taken for one process instead
 * (docs/architecture.md#database): a lock file beside it names the holder's pid.
 */
export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `PGLITE_DATA_DIR ${dir} is in use by process ${pid}: an embedded database belongs to one ` +
        'process. Stop that process, give this one a directory of its own (PGLITE_DATA_DIR, or ' +
        '"memory"), or set DATABASE_URL so that every instance shares one PostgreSQL server. ' +
        `(The lock is ${dir}.lock; it is taken over once process ${pid} has ended.)`,
    );
    this.name = 'DataDirInUse';
  }
}

/** The directories this process holds: its own pid in a lock it does not hold is a past life's. */
const held = new Set<string>();

/** A lock just created may be read before its pid is written: empty and this young, it is held. */
const writingMs = 10_000;

const holderOf = (lockFile: string): { pid?: number; young: boolean } | undefined => {
  try {
    const text = fs.readFileSync(lockFile, 'utf8').trim();
    const pid = /^\d+$/.test(text) ? Number(text) : undefined;
    return { pid, young: Date.now() - fs.statSync(lockFile).mtimeMs < writingMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether the lock's holder is gone: ended, or this process in an earlier life (same pid). */
const isStale = (holder: { pid?: number; young: boolean }) =>
  holder.pid === undefined ? !holder.young : holder.pid === process.pid || !isRunning(holder.pid);

const create = (lockFile: string) => {
  try {
    fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
};

/**
 * Replaces a stale lock with this process's, under a second, short-lived lock beside it
 * (`<dir>.lock.takeover`). Two openers may both find the same lock stale; removing it is only
 * safe for one of them, or the later one would remove the lock the earlier one has just
 * written and both would open the directory. With the takeover lock, the later one is either
 * refused while the takeover is under way or, once it is done, reads the lock again and finds
 * its new holder running. A takeover lock left by a crash within those few statements is removed
 * once it is older than a lock being written may be.
 */
const takeOver = (resolved: string, lockFile: string) => {
  const guard = `${lockFile}.takeover`;
  const leftover = holderOf(guard);
  if (leftover && !leftover.young) fs.rmSync(guard, { force: true });
  if (!create(guard)) throw new DataDirInUse(resolved, holderOf(lockFile)?.pid ?? 0);
  try {
    const holder = holderOf(lockFile);
    if (holder && !isStale(holder)) throw new DataDirInUse(resolved, holder.pid ?? 0);
    fs.rmSync(lockFile, { force: true });
    // An opener that found no lock at all may have created one since: it holds the directory.
    if (!create(lockFile)) throw new DataDirInUse(resolved, holderOf(lockFile)?.pid ?? 0);
  } finally {
    fs.rmSync(guard, { force: true });
  }
};

/**
 * Takes `dir` for this process, or throws DataDirInUse when a running process (this one
 * included, through another open database) holds it. A lock whose holder has ended is taken
 * over. The returned release gives it back; a process that exits without releasing removes its
 * lock on the way out, and a killed one leaves a lock the next opening takes over.
 */
export const lockDataDir = (
  dir: string,
  /** For tests: runs between finding the lock stale and taking it over, the window openers race in. */
  race?: { afterFoundStale?: () => void },
): (() => void) => {
  const resolved = path.resolve(dir);
  const lockFile = `${resolved}.lock`;
  if (held.has(resolved)) throw new DataDirInUse(resolved, process.pid);
  if (!create(lockFile)) {
    const holder = holderOf(lockFile);
    if (holder && !isStale(holder)) throw new DataDirInUse(resolved, holder.pid ?? 0);
    race?.afterFoundStale?.();
    takeOver(resolved, lockFile);
  }
  held.add(resolved);
  const remove = () => {
    if (holderOf(lockFile)?.pid === process.pid) fs.rmSync(lockFile, { force: true });
  };
  process.once('exit', remove);
  return () => {
    if (!held.delete(resolved)) return;
    process.removeListener('exit', remove);
    remove();
  };
};
