/**
 * An injected fault (`POST /__mock/faults`): applies to one catalogue endpoint name or '*' (all).
 * `times` limits how many requests it hits; omitted means until cleared.
 */
export type Fault = {
  endpoint: string;
  latencyMs?: number;
  status?: number;
  errorRate?: number;
  drop?: boolean;
  malformed?: boolean;
  times?: number;
};
