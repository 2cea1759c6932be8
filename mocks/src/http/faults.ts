import { UpstreamStatus } from '@kakehashi/contracts';
import type { Request, Response } from 'express';
import type { Fault } from '../state/faults';
import type { MockState } from '../state/store';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A deterministic "random" in [0,1) so error rates replay identically after a reset. */
const nextFraction = (state: MockState): number => {
  state.faultCounter += 1;
  const x = Math.sin(state.faultCounter * 9301 + 49297) * 233280;
  return x - Math.floor(x);
};

/**
 * Applies the faults that match `name` (docs/interfaces.md#mock-outbox: latency, error status,
 * error rate, dropped connection, malformed body). Returns true when the response has been taken
 * over.
 */
export const applyFaults = async (
  name: string,
  state: MockState,
  req: Request,
  res: Response,
): Promise<boolean> => {
  const matching = state.faults.filter(
    (f) => (f.endpoint === '*' || f.endpoint === name) && (f.times ?? 1) > 0,
  );
  for (const fault of matching) {
    if (fault.times !== undefined) fault.times -= 1;
    if (fault.latencyMs) await sleep(fault.latencyMs);
    if (fault.errorRate !== undefined && nextFraction(state) >= fault.errorRate) continue;
    if (takeOver(fault, req, res)) return true;
  }
  return false;
};

const takeOver = (fault: Fault, req: Request, res: Response): boolean => {
  if (fault.drop) {
    req.socket.destroy();
    return true;
  }
  if (fault.malformed) {
    res.status(200).type('application/json').send('{"status":"E000-000","data":{"items":[');
    return true;
  }
  if (fault.status) {
    res
      .status(fault.status)
      .json({ status: UpstreamStatus.fetchError, data: { message: 'injected fault' } });
    return true;
  }
  return false;
};
