/** One recorded upstream exchange (paths relative to the upstream origin). */
export type Exchange = {
  method: string;
  path: string;
  request: unknown;
  status: number;
  response: unknown;
  location?: string;
  /** Set for answers that are not JSON (pictures, pages): how to serve `response` again. */
  contentType?: string;
  /** `base64` when `response` holds a binary body. */
  encoding?: 'base64';
};

/** A fixture file in mocks/fixtures/: what `npm run record` writes and the replay helper reads. */
export type Fixture = { name: string; recordedAt: string; exchanges: Exchange[] };

/**
 * A fetch that records every exchange it forwards. The tour's client uses it in place of the
 * global fetch, so whatever upstream is behind `origin` gets recorded the same way.
 */
export const recordingFetch = (origin: string, exchanges: Exchange[]): typeof fetch =>
  (async (input: string | URL | Request, init?: RequestInit) => {
    const res = await globalThis.fetch(input, init);
    const url = new URL(String(input instanceof Request ? input.url : input));
    const text = await res.clone().text();
    let response: unknown = text;
    try {
      response = JSON.parse(text);
    } catch {
      // keep malformed or non-JSON bodies as text
    }
    exchanges.push({
      method: init?.method ?? 'GET',
      path: url.href.slice(origin.length),
      request: init?.body ? JSON.parse(String(init.body)) : null,
      status: res.status,
      response,
      ...(res.headers.get('location') ? { location: res.headers.get('location') ?? '' } : {}),
    });
    return res;
  }) as typeof fetch;
