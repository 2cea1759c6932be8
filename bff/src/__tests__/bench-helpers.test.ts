import { statCpuTicks } from '../../../scripts/bench/cpu';
import { informationRatio, throughputGoal, type Pair } from '../../../scripts/bench/goals';
import type { LoadResult } from '../../../scripts/bench/load';
import { requestDifferences, type UpstreamRequest } from '../../../scripts/bench/upstream-recorder';

// The arithmetic and comparisons of `npm run bench` (scripts/bench), on fixed inputs: no server
// is started and no timing is asserted.

describe('CPU of a process from /proc/<pid>/stat', () => {
  it('adds utime and stime (fields 14 and 15), counted after the command name', () => {
    const rest = 'S 1 2 3 0 -1 4194560 100 0 0 0 1234 56 0 0 20 0 11 0 5000 1000000 2000';
    expect(statCpuTicks(`4242 (node) ${rest}`)).toBe(1234 + 56);
  });

  it('is not misled by spaces or parentheses in the command name', () => {
    const rest = 'R 1 2 3 0 -1 4194560 100 0 0 0 77 3 0 0 20 0 1 0 5000 1000000 2000';
    expect(statCpuTicks(`7 (node (worker) 2) ${rest}`)).toBe(80);
  });
});

describe('the peer and the gateway ask the upstream the same thing', () => {
  const request = (headers: Record<string, string>, body = '{"offset":0,"limit":20}') =>
    ({ method: 'POST', path: '/api/v1/items/list', headers, body }) satisfies UpstreamRequest;
  const ours = request({
    accept: 'application/json',
    'x-access-token': 'at_one',
    'x-request-id': 'a',
    host: '127.0.0.1:1',
  });

  it('finds no difference in credentials of their own, request ids or hosts', () => {
    const theirs = request({ accept: 'application/json', 'x-access-token': 'at_two', host: 'h:2' });
    expect(requestDifferences(ours, theirs, ['x-access-token'])).toEqual([]);
  });

  it('names a header one sends and the other does not, a changed value and another body', () => {
    const theirs = request({ accept: '*/*', 'user-agent': 'axios/1' }, '[{"offset":0}]');
    expect(requestDifferences(ours, theirs, ['x-access-token'])).toEqual([
      'body {"offset":0,"limit":20} vs [{"offset":0}]',
      'accept: application/json vs */*',
      'user-agent: (none) vs axios/1',
      'x-access-token: (present) vs (none)',
    ]);
  });
});

describe('goals over interleaved rounds', () => {
  const result = (title: string, rps: number): LoadResult => ({
    title,
    rps,
    requests: rps * 10,
    p50: 1,
    p975: 2,
    p99: 3,
    failures: {},
  });
  const pair: Pair = {
    rounds: [1.5, 1.2, 1.35].map((ratio) => ({
      subject: result('gateway', 100 * ratio),
      baseline: result('peer', 100),
    })),
  };

  it('judges the median round and prints every round', () => {
    const goal = throughputGoal('proxied', pair, 1.3);
    expect(goal.met).toBe(true);
    expect(goal.measured).toBe('1.35× (135 vs 100 req/s; rounds 1.50×, 1.20×, 1.35×)');
    expect(throughputGoal('proxied', pair, 1.4).met).toBe(false);
  });

  it('prints an information ratio with its rounds and p99, judging nothing', () => {
    expect(informationRatio('gateway', pair)).toBe(
      'gateway / peer: 1.35× (135 vs 100 req/s; rounds 1.50×, 1.20×, 1.35×), p99 3 vs 3 ms',
    );
  });
});
