// @ts-check
/* global module -- a CommonJS module: loads on every supported Node without a build step */
/**
 * An UPSTREAM_ADAPTER for "Acme", a commerce SaaS that differs from the contracts in two ways
 * (docs/integrators.md#adapting-an-upstream-that-differs, which shows this code; a test keeps
 * the two the same):
 *  - its product list names an item's `name` `title`;
 *  - it sends the list's hit count `hit` as a string ("120").
 * Start the BFF with UPSTREAM_ADAPTER=./docs/examples/adapters/acme.js (resolved from the folder
 * you start it in). The JSDoc type gives editors the catalogue's endpoint names.
 */

/** @type {import('@kakehashi/contracts').UpstreamAdapter} */
module.exports = {
  'items/list': {
    answer: (data) => {
      const list = /** @type {{ hit?: unknown; items?: Record<string, unknown>[] }} */ (data);
      return {
        ...list,
        hit: typeof list.hit === 'string' ? Number(list.hit) : list.hit,
        items: (list.items ?? []).map((item) =>
          'name' in item ? item : { ...item, name: item.title },
        ),
      };
    },
    request: (body) => body, // the place to rename a request field
  },
};
