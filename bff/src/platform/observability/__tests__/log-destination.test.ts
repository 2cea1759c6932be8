import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createLogger, isoTimeBySecond } from '../logger';

/** Runs `script` in a process of its own with the logger's and the drain's modules loaded. */
const runAlone = (script: string) =>
  spawnSync(
    process.execPath,
    [
      '-r',
      require.resolve('tsx/cjs'),
      '-e',
      `const { createLogger, batchedStdout } = require(${JSON.stringify(path.resolve(__dirname, '../logger.ts'))});
       const { drainOnShutdown } = require(${JSON.stringify(path.resolve(__dirname, '../drain.ts'))});
       ${script}`,
    ],
    { encoding: 'utf8', timeout: 15_000 },
  );

const linesOf = (stdout: string): { msg: string }[] =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string });

describe('where the log lines go', () => {
  afterEach(() => jest.restoreAllMocks());

  it('without a destination writes line by line: no batch, no timer per logger (an app per test)', () => {
    const setInterval = jest.spyOn(global, 'setInterval');
    createLogger({ level: 'silent' });
    createLogger({ level: 'silent' });
    expect(setInterval).not.toHaveBeenCalled();
  });

  it('to a given destination: the lines a test captures', () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    createLogger({ destination }).info('captured');
    expect(linesOf(lines.join(''))).toEqual([expect.objectContaining({ msg: 'captured' })]);
  });

  it("stamps each line with pino's ISO time, to the millisecond, across a second's turn", () => {
    const clock = [1_795_719_620_999, 1_795_719_621_000, 1_795_719_621_007, 1_795_719_621_042];
    const stamp = isoTimeBySecond(() => clock.shift() ?? Number.NaN);
    expect([stamp(), stamp(), stamp(), stamp()]).toEqual([
      ',"time":"2026-11-26T19:00:20.999Z"',
      ',"time":"2026-11-26T19:00:21.000Z"',
      ',"time":"2026-11-26T19:00:21.007Z"',
      ',"time":"2026-11-26T19:00:21.042Z"',
    ]);
    for (let ms = 1_795_719_620_000; ms < 1_795_719_622_000; ms += 7)
      expect(isoTimeBySecond(() => ms)()).toBe(`,"time":"${new Date(ms).toISOString()}"`);
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const before = Date.now();
    createLogger({ destination }).info('stamped');
    const { time } = JSON.parse(lines[0] ?? '{}') as { time: string };
    expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(time)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(time)).toBeLessThanOrEqual(Date.now());
  });

  it('the batched stdout lets a process end on its own and writes the batch as it does', () => {
    const run = runAlone(
      `createLogger({ destination: batchedStdout() }).info('held in the batch');`,
    );
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
    expect(linesOf(run.stdout)).toEqual([expect.objectContaining({ msg: 'held in the batch' })]);
  });

  it("the batched stdout is written out when the drain's exit ends the process", () => {
    const run = runAlone(`
      const { EventEmitter } = require('node:events');
      const { createServer } = require('node:http');
      const logger = createLogger({ destination: batchedStdout() });
      const signals = new EventEmitter();
      const server = createServer().listen(0, '127.0.0.1', () => {
        drainOnShutdown(server, { timeoutMs: 10_000, logger, signalSource: signals });
        signals.emit('SIGTERM');
      });`);
    expect(run.status).toBe(0);
    expect(linesOf(run.stdout).map((line) => line.msg)).toEqual([
      'shutdown signal',
      'draining: no new connections, finishing requests in flight',
    ]);
  });
});
