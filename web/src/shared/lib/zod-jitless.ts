// What `import ... from 'zod'` resolves to in the browser build (web/vite.config.ts): zod itself,
// with its compiled parsers turned off before any schema exists. zod 4 otherwise probes
// `new Function` when it builds a schema, which the BFF's strict Content-Security-Policy refuses
// (and reports). Being the module every schema imports, this runs first wherever zod is used, and
// zod stays out of the first page (docs/architecture.md#the-first-page).
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod';
export { default } from 'zod';
