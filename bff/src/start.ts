// The BFF's entry (bundled to bff/dist/server.js): decides whether this process serves or, with
// BFF_WORKERS > 1, supervises workers that serve.
import cluster from 'node:cluster';
import { keepHeapNearLive } from './platform/process/heap-growth';
import { planWorkers, superviseWorkers } from './platform/process/workers';
import { loadEnvFileOrExit } from '../../scripts/lib/env-file.mjs';

// `.env` in the working directory (npm start: the repository root); the real environment wins.
loadEnvFileOrExit();
keepHeapNearLive();
// BFF_WORKERS=N (N > 1, Redis only): this process supervises N workers that each run serve() (server.ts).
const plan = planWorkers(process.env);
if (!plan.ok) {
  console.error(plan.message);
  process.exit(1);
}
// docs/architecture.md#database: PGlite's data directory is one process's; workers share a
// server (PGLITE_DATA_DIR=memory gives each worker a database of its own: benchmarks only).
if (plan.count > 1 && !process.env.DATABASE_URL && process.env.PGLITE_DATA_DIR !== 'memory') {
  console.error('BFF_WORKERS > 1 needs DATABASE_URL: a PGlite data directory serves one process');
  process.exit(1);
}
if (plan.count > 1 && cluster.isPrimary) superviseWorkers(plan.count);
// The gateway (server.ts) is loaded only where it serves: a cluster's primary only supervises, and
// without the app's modules (contracts, Express, the store clients) it holds ~45 MB less
// (docs/architecture.md#production-and-performance).
else void import('./server').then(({ serve }) => serve());
