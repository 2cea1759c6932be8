import cluster, { type Worker } from 'node:cluster';

/** What the primary process decided from BFF_WORKERS and the store variables. */
export type WorkerPlan = { ok: true; count: number } | { ok: false; message: string };

const sharedStoreVariables = ['REDIS_URL', 'REDIS_SENTINELS', 'REDIS_CLUSTER_NODES'] as const;

/**
 * BFF_WORKERS=N runs N gateway processes on one port (node:cluster). Sessions, cache, locks
 * and throttles must then be shared: the in-memory store of one process is invisible to the
 * others, so more than one worker without Redis refuses to start instead of losing sessions.
 */
export const planWorkers = (env: NodeJS.ProcessEnv): WorkerPlan => {
  const raw = env.BFF_WORKERS?.trim() || '1';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    return {
      ok: false,
      message: `BFF_WORKERS: expected a whole number from 1 to 64, got "${raw}"`,
    };
  if (count > 1 && !sharedStoreVariables.some((name) => env[name]?.trim()))
    return {
      ok: false,
      message:
        `BFF_WORKERS=${count} needs a shared store: set REDIS_URL (or REDIS_SENTINELS / ` +
        'REDIS_CLUSTER_NODES). Workers cannot share the in-memory store: sessions, cache and ' +
        'sign-in throttles would differ per process.',
    };
  return { ok: true, count };
};

type Log = (message: string) => void;

/**
 * The primary: forks `count` workers, replaces one that dies unexpectedly, and on SIGTERM/SIGINT
 * passes the signal on (each worker drains its requests, see observability/drain.ts) and exits
 * once all have finished: 0 when every worker drained, else 1.
 */
export const superviseWorkers = (count: number, log: Log = console.log) => {
  let stopping = false;
  let failed = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    log(`BFF worker ${worker.process.pid} exited (${signal ?? code}); starting a replacement`);
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: draining ${count} BFF workers`);
    // Always SIGTERM: a terminal's Ctrl-C already sent SIGINT to every worker, and a second
    // SIGINT would find no listener left and kill a worker mid-drain.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  log(`BFF primary ${process.pid}: ${count} workers on one port over the shared Redis store`);
  for (let i = 0; i < count; i += 1) fork();
};
