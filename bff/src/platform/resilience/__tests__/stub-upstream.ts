import type { UpstreamHttp, UpstreamOutcome, UpstreamRequest } from '../../upstream/upstream-http';

export const ok200: UpstreamOutcome = {
  kind: 'response',
  httpStatus: 200,
  status: 'E000-000',
  data: {},
};
export const bad400: UpstreamOutcome = {
  kind: 'response',
  httpStatus: 400,
  status: 'E000-010',
  data: {},
};
export const err500: UpstreamOutcome = { kind: 'failure', reason: 'server-error', httpStatus: 500 };
export const timeout: UpstreamOutcome = { kind: 'failure', reason: 'timeout' };
export const stale: UpstreamOutcome = { kind: 'failure', reason: 'stale' };

/** An upstream client whose answers the test sets; it counts the calls that reached it. */
export const stubUpstream = (answer: UpstreamOutcome = ok200) => {
  const calls: UpstreamRequest[] = [];
  const http: UpstreamHttp & {
    calls: UpstreamRequest[];
    answer: UpstreamOutcome;
    script: UpstreamOutcome[];
  } = {
    calls,
    answer,
    script: [],
    send: async (request) => {
      calls.push(request);
      return http.script.shift() ?? http.answer;
    },
    close: () => undefined,
  };
  return http;
};

export const read: UpstreamRequest = { method: 'POST', path: '/items/list', headers: {}, body: {} };
export const write: UpstreamRequest = { method: 'POST', path: '/cart/add', headers: {}, body: {} };
