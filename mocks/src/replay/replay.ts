import nock from 'nock';
import type { Fixture } from './fixture';

// nock patches Node's http for the whole jest worker the moment it is imported: only a test that
// replays through nock imports this module, and restores http when it ends (a recording is read
// with fixture-files' readFixture, which needs no nock).

/**
 * Replays a recorded upstream at `origin` with nock: each exchange answers once, in recorded
 * order, whatever the request headers (tokens are scrubbed anyway). For the bff tests:
 *   const scope = replayFixture(readFixture('buyer-tour'), 'http://upstream.test');
 *   … drive the BFF …; expect(scope.isDone()).toBe(true); nock.cleanAll();
 */
export const replayFixture = (fixture: Fixture, origin: string): nock.Scope => {
  const scope = nock(origin);
  for (const x of fixture.exchanges) {
    const reply = typeof x.response === 'string' ? x.response : JSON.stringify(x.response);
    const headers: Record<string, string> = {
      'content-type': typeof x.response === 'string' ? 'text/plain' : 'application/json',
    };
    if (x.location) headers.location = x.location;
    // Queries (e.g. the outbox address) are not matched: the scrubbed values would never match.
    scope
      .intercept(x.path.split('?')[0] ?? x.path, x.method)
      .query(true)
      .reply(x.status, reply, headers);
  }
  return scope;
};
