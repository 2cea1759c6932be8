import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnvFileOrExit } from '../../../../scripts/lib/env-file.mjs';
import { loadConfig } from '../../platform/config/config';
import { buildOpenApi } from './build-openapi';
import { bffRouteTable } from './route-table';
import { buildUpstreamOpenApi } from './upstream-openapi';

/**
 * `npm run openapi [-- --upstream] [--out file] [--server url]` (docs/integrators.md#openapi):
 * writes the BFF's OpenAPI document, or with `--upstream` the upstream's as the contracts
 * describe it, to a file an API viewer on any origin can open. The BFF serves its own copy only
 * under `/api` (same-origin, `X-CSRF: 1`): a file keeps CORS for `/api` closed.
 * The configuration (.env, then the environment) names the cookie, the upstream's address,
 * UPSTREAM_ENDPOINTS and its header names, so the document matches this deployment.
 */
const { values } = parseArgs({
  options: {
    upstream: { type: 'boolean', default: false },
    out: { type: 'string' },
    server: { type: 'string' },
  },
});
loadEnvFileOrExit();
const outcome = loadConfig(process.env);
if (!outcome.ok) {
  console.error(outcome.message);
  process.exit(2);
}
const { config } = outcome;
const document = values.upstream
  ? buildUpstreamOpenApi({
      serverUrl:
        values.server ?? `${config.upstream.url.replace(/\/$/, '')}${config.upstream.basePath}`,
      endpoints: config.upstream.endpoints,
      headers: config.upstream.headers,
    })
  : {
      ...buildOpenApi(bffRouteTable(), { sessionCookie: config.cookies.session }),
      ...(values.server ? { servers: [{ url: values.server }] } : {}),
    };
const text = `${JSON.stringify(document, null, 2)}\n`;
const out = values.out ?? (values.upstream ? 'openapi.upstream.json' : 'openapi.json');
if (out === '-') process.stdout.write(text);
else {
  writeFileSync(out, text);
  const count = Object.values(document.paths ?? {}).reduce(
    (n, item) => n + Object.keys(item as object).length,
    0,
  );
  console.error(`Wrote ${path.resolve(out)} (${count} operations, OpenAPI ${document.openapi})`);
}
