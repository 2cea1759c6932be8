import type { Logger } from 'pino';
import type { UpstreamName } from '@kakehashi/contracts';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/db/database';
import type { Config } from '../platform/config/config';
import type { Drain } from '../platform/observability/drain';
import type { Metrics } from '../platform/observability/metrics';
import type { KvStore } from '../platform/store/kv-store';
import type { UpstreamOutcome } from '../platform/upstream/upstream-http';

export type AppDeps = {
  config: Config;
  store: KvStore;
  clock?: Clock;
  logger?: Logger;
  /** Observes every upstream exchange (metrics, tests). */
  onUpstreamCall?: (name: UpstreamName, outcome: UpstreamOutcome) => void;
  /** One registry per app (tests get a fresh one); server.ts passes the process's. */
  metrics?: Metrics;
  /** From drainOnShutdown in server.ts: tracks requests in flight and fails /readyz while draining. */
  drain?: Pick<Drain, 'middleware' | 'isDraining'>;
  /** The trade desk's database (docs/architecture.md#database); by default the config's, owned here. */
  database?: Database;
};
