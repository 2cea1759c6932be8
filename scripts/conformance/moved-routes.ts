import type { UpstreamName } from '@kakehashi/contracts';
import { checkAnswer } from './check';
import type { Outcome, ProbeClient } from './probe-client';
import type { CallRecord } from './report';
import { findRoute, type Route } from './route-probe';
import { verdictLabel } from './summary';

/**
 * Judges calls whose configured route answered "nothing here" (route-probe.ts). Routes found once
 * are reused for the endpoint's later calls; while nothing at all has answered (a wrong URL or
 * base path), probing stops after two endpoints so a dead upstream is not sent hundreds of
 * requests, and the verdict says the upstream — not the endpoint — is out of reach.
 */
export const createMovedRoutes = (client: ProbeClient, basePath: string) => {
  const moved = new Map<UpstreamName, Route>();
  let answered = false;
  let lost = 0;

  const locate = async (name: UpstreamName, body: unknown) => {
    const known = moved.get(name);
    if (known) return { route: known, outcome: await client.send(known.method, known.path, body) };
    if (!answered && lost >= 2) return { tried: null };
    const probed = await findRoute(client, name, body, basePath);
    if ('route' in probed) moved.set(name, probed.route);
    else lost += 1;
    return probed;
  };

  return {
    /** An answer at a configured route: the upstream is there, a miss is about one endpoint. */
    noteAnswer: (outcome: Outcome) => void (answered ||= outcome.kind === 'answer'),
    /** Fills the record of a missed call; returns the answer found elsewhere, if any. */
    judge: async (
      record: CallRecord,
      body: unknown,
      siteCodes?: ReadonlySet<string>,
    ): Promise<Outcome | null> => {
      const configured = `${record.method} ${record.path}`;
      const probed = await locate(record.name, body);
      if (!('route' in probed)) {
        record.verdict = 'unreachable';
        record.detail = `HTTP ${record.httpStatus} at ${configured}; ${
          probed.tried
            ? `no { status, data } answer at ${probed.tried} either`
            : 'not looked for elsewhere: no endpoint of this upstream has answered yet'
        }`;
        return null;
      }
      const there = checkAnswer(record.name, probed.outcome, siteCodes);
      const { method, path } = probed.route;
      Object.assign(record, {
        verdict: 'route-differs',
        found: probed.route,
        status: there.status,
        ...(there.issues ? { issues: there.issues } : {}),
        detail:
          `configured ${configured} answers HTTP ${record.httpStatus}; the upstream answers ` +
          `${method} ${path}` +
          (there.verdict === 'conforms'
            ? ', and conforms there'
            : `; there: ${verdictLabel(there.verdict)}${there.detail ? ` (${there.detail})` : ''}`),
      });
      return probed.outcome;
    },
  };
};
