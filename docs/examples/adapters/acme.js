// @ts-check
/* global module -- a CommonJS module: loads on every supported Node without a build step */
/**
 * An UPSTREAM_ADAPTER for "Acme", a commerce SaaS that differs from the contracts in two ways
 * (docs/integrators.md#adapting-an-upstream-that-differs):
 *  - its product list names an item's `name` `title`;
 *  - it sends the list's hit count `hit` as a string ("120").
 * Start the BFF with UPSTREAM_ADAPTER=./docs/examples/adapters/acme.js (resolved from the folder
 * you start it in). Plain CommonJS, so it loads on every supported Node without a build step;
 * the JSDoc type gives editors the catalogue's endpoint names.
 */

/** @param {unknown} value */
const asNumber = (value) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

/** @type {import('@kakehashi/contracts').UpstreamAdapter} */
module.exports = {
  'items/list': {
    // Acme's answer → the contract's (data of a success; refusals are passed as they are).
    answer: (data) => {
      const list = /** @type {{ hit?: unknown; items?: Record<string, unknown>[] }} */ (data);
      return {
        ...list,
        hit: asNumber(list.hit),
        items: (list.items ?? []).map((item) =>
          'name' in item ? item : { ...item, name: item.title },
        ),
      };
    },
    // The contract's request → Acme's: unchanged here; the place to rename a request field.
    request: (body) => body,
  },
};
