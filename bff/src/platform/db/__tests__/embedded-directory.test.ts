import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { pgliteTemplate } from '../../../__tests__/support/pglite-template';
import { createDatabase } from '../database';
import { DataDirInUse, lockDataDir } from '../data-dir-lock';

// docs/architecture.md#database: an embedded data directory belongs to one process.
const dirs: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kk-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has ended. */
const endedPid = () => Number(spawnSync(process.execPath, ['-p', 'process.pid']).stdout.toString());

describe('lockDataDir', () => {
  it('refuses a second holder in this process, naming the holder and the ways out, until released', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    expect(() => lockDataDir(`${dir}/`)).toThrow(
      new RegExp(`in use by process ${process.pid}: .*PGLITE_DATA_DIR.*DATABASE_URL`),
    );
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses a directory a running process holds, and takes it over once that process ends', async () => {
    const dir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      fs.writeFileSync(`${dir}.lock`, `${holder.pid}\n`);
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${holder.pid}`);
    } finally {
      const ended = new Promise((resolve) => holder.once('exit', resolve));
      holder.kill('SIGKILL');
      await ended;
    }
    const release = lockDataDir(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    release();
  });

  it("takes over a lock left by an ended process, by this pid's earlier life, or half written long ago", () => {
    const dir = freshDir();
    for (const left of [`${endedPid()}\n`, `${process.pid}\n`]) {
      fs.writeFileSync(`${dir}.lock`, left);
      lockDataDir(dir)();
    }
    fs.writeFileSync(`${dir}.lock`, '');
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    const longAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(`${dir}.lock`, longAgo, longAgo);
    lockDataDir(dir)();
  });

  describe('two openers that both found the lock stale', () => {
    it('the later one finds the earlier one holding the directory, and leaves its lock in place', async () => {
      const dir = freshDir();
      const earlier = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
      try {
        fs.writeFileSync(`${dir}.lock`, `${endedPid()}\n`);
        // Between this opener's look at the stale lock and its takeover, another process took over.
        const takenMeanwhile = () => fs.writeFileSync(`${dir}.lock`, `${earlier.pid}\n`);
        expect(() => lockDataDir(dir, { afterFoundStale: takenMeanwhile })).toThrow(
          `in use by process ${earlier.pid}`,
        );
        expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(`${earlier.pid}\n`);
        expect(fs.existsSync(`${dir}.lock.takeover`)).toBe(false);
      } finally {
        const ended = new Promise((resolve) => earlier.once('exit', resolve));
        earlier.kill('SIGKILL');
        await ended;
      }
    });

    it('the later one is refused while the earlier one is taking over', () => {
      const dir = freshDir();
      const stale = `${endedPid()}\n`;
      fs.writeFileSync(`${dir}.lock`, stale);
      const takingOver = () => fs.writeFileSync(`${dir}.lock.takeover`, `${endedPid()}\n`);
      expect(() => lockDataDir(dir, { afterFoundStale: takingOver })).toThrow(DataDirInUse);
      expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(stale);
    });

    it('a takeover lock a crash left long ago does not keep the directory locked', () => {
      const dir = freshDir();
      fs.writeFileSync(`${dir}.lock`, `${endedPid()}\n`);
      fs.writeFileSync(`${dir}.lock.takeover`, `${endedPid()}\n`);
      const longAgo = new Date(Date.now() - 60_000);
      fs.utimesSync(`${dir}.lock.takeover`, longAgo, longAgo);
      const release = lockDataDir(dir);
      expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(`${process.pid}\n`);
      expect(fs.existsSync(`${dir}.lock.takeover`)).toBe(false);
      release();
    });
  });
});

describe('two databases on one PGlite directory', () => {
  it('the second is refused before PGlite starts, the first keeps answering, and after it closes the second opens', async () => {
    const dir = freshDir();
    const first = createDatabase({ schema: 'public', pgliteDir: dir, pgliteTemplate });
    const second = createDatabase({ schema: 'public', pgliteDir: dir, pgliteTemplate });
    try {
      const db = await first.ready();
      await expect(second.ready()).rejects.toThrow(DataDirInUse);
      expect(await second.health()).toBe('down');
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
      await first.close();
      expect(fs.existsSync(`${dir}.lock`)).toBe(false);
      const reopened = await second.ready();
      expect((await sql<{ one: number }>`select 1 as one`.execute(reopened)).rows).toEqual([
        { one: 1 },
      ]);
    } finally {
      await first.close();
      await second.close();
    }
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  }, 120_000);
});

describe('a damaged PGlite directory', () => {
  it('is refused with what to do, not PGlite\'s "Aborted()"', async () => {
    const dir = freshDir();
    const made = createDatabase({ schema: 'public', pgliteDir: dir, pgliteTemplate });
    await made.ready();
    await made.close();
    // What a second process writing beside the first left behind here: Postgres's global catalog gone.
    for (const file of fs.readdirSync(path.join(dir, 'global')))
      fs.rmSync(path.join(dir, 'global', file), { force: true });
    const damaged = createDatabase({ schema: 'public', pgliteDir: dir, pgliteTemplate });
    try {
      await expect(damaged.ready()).rejects.toThrow(
        new RegExp(
          `^The embedded database in ${dir} could not be opened \\(PGlite: Aborted\\(\\)\\): its files are probably damaged.*mv ${dir} ${dir}\\.damaged.*DATABASE_URL`,
        ),
      );
      expect(await damaged.health()).toBe('down');
      expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    } finally {
      await damaged.close();
    }
  }, 120_000);
});
