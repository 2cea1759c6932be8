import { defineAdapter, isUpstreamName } from '../adapter';

// docs/integrators.md#adapting-an-upstream-that-differs: an adapter written in TypeScript is
// checked against the catalogue (tsc runs over this file; the expectations below are its types).
describe('defineAdapter', () => {
  it('types a request body from its contract and refuses names outside the catalogue', () => {
    const adapter = defineAdapter({
      'items/list': {
        // `limit` is the contract's own field: renamed for an upstream that calls it per_page.
        request: ({ limit, ...rest }) => ({ ...rest, per_page: limit }),
        answer: (data) => data,
      },
    });
    expect(adapter['items/list'].request?.({ offset: 0, limit: 3 })).toEqual({
      offset: 0,
      per_page: 3,
    });
    // @ts-expect-error -- a misspelt endpoint name is a type error, as it is a boot error
    defineAdapter({ 'items/lst': { answer: (data: unknown) => data } });
    expect(isUpstreamName('items/list')).toBe(true);
    expect(isUpstreamName('items/lst')).toBe(false);
    expect(isUpstreamName('toString')).toBe(false);
  });
});
