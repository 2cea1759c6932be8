import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../../bff/src/platform/config/config';
import { createEndpointResolver } from '../../bff/src/platform/upstream/endpoints';

/** Everything a conformance run needs: the BFF's own upstream configuration plus the CLI's say. */
export type ConformanceOptions = {
  upstream: Config['upstream'];
  credentials?: { email: string; password: string };
  allowWrites: boolean;
  outDir: string;
  /** UPSTREAM_ADAPTER or --adapter as given: the report says the run went through it. */
  adapterPath?: string;
};

export const usage = `usage: npm run conformance -- --upstream URL [--base-path /api/v1]
       [--email E --password W] [--allow-writes] [--out DIR] [--adapter FILE]
Reads UPSTREAM_ENDPOINTS, UPSTREAM_ADAPTER and UPSTREAM_HEADER_* like the BFF does
(.env.example); flags win. With an adapter, answers are judged as the BFF would see them.
Writes DIR/conformance-report.json and .html (DIR defaults to the current folder).`;

/**
 * Parses the command line on top of the environment, through the BFF's own configuration parser
 * (bff/src/platform/config/config.ts), so the tool calls exactly the paths, methods and header names the
 * BFF would, and a bad variable is refused with the BFF's message.
 */
export const parseOptions = (
  argv: string[],
  env: NodeJS.ProcessEnv,
): { ok: true; options: ConformanceOptions } | { ok: false; message: string } => {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        upstream: { type: 'string' },
        'base-path': { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        'allow-writes': { type: 'boolean', default: false },
        out: { type: 'string', default: '.' },
        adapter: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    return { ok: false, message: `${(error as Error).message}\n${usage}` };
  }
  if (values.help) return { ok: false, message: usage };
  const upstreamUrl = values.upstream ?? env.UPSTREAM_URL;
  if (!upstreamUrl) return { ok: false, message: `--upstream is required\n${usage}` };
  if (Boolean(values.email) !== Boolean(values.password))
    return { ok: false, message: `--email and --password go together\n${usage}` };
  const loaded = loadConfig({
    ...env,
    UPSTREAM_URL: upstreamUrl,
    ...(values['base-path'] !== undefined ? { UPSTREAM_BASE_PATH: values['base-path'] } : {}),
    ...(values.adapter !== undefined ? { UPSTREAM_ADAPTER: values.adapter } : {}),
  });
  const adapterPath = values.adapter ?? env.UPSTREAM_ADAPTER;
  if (!loaded.ok) return { ok: false, message: loaded.message };
  try {
    createEndpointResolver(loaded.config.upstream.endpoints); // refuses unknown names, as at boot
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
  return {
    ok: true,
    options: {
      upstream: loaded.config.upstream,
      ...(values.email && values.password
        ? { credentials: { email: values.email, password: values.password } }
        : {}),
      allowWrites: values['allow-writes'] ?? false,
      outDir: values.out ?? '.',
      ...(adapterPath ? { adapterPath } : {}),
    },
  };
};
