import { loadConfig, type Config } from '../../config/config';

/**
 * The upstream settings a test's own HTTP client uses: the real defaults of the configuration
 * (so a new setting reaches every test at once), pointed at `url`.
 */
export const upstreamConfigFor = (
  url: string,
  overrides: Partial<Config['upstream']> = {},
): Config['upstream'] => {
  const loaded = loadConfig({ UPSTREAM_URL: url });
  if (!loaded.ok) throw new Error(loaded.message);
  return { ...loaded.config.upstream, ...overrides };
};
