import { authModeSchema, fullReloadAreas } from '@kakehashi/contracts';
import { z } from 'zod';
import { loadEnvFileOrExit } from '../../scripts/lib/env-file.mjs';
import { createMockApp } from './app';

/** Environment of `npm run mock` (all optional; see mocks/README.md). */
const envSchema = z.object({
  MOCK_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  MOCK_HOST: z.string().min(1).default('127.0.0.1'),
  MOCK_AUTH_MODE: authModeSchema.default('password'),
  MOCK_ACCESS_TTL_S: z.coerce.number().int().positive().default(1800),
  MOCK_REFRESH_TTL_S: z.coerce.number().int().positive().default(1_209_600),
  // The storefront's public URL: links in mails are built on it (npm start sets it to the BFF).
  MOCK_SITE_URL: z.url().default('http://localhost:3000'),
  // docs/rules/search.md#full-page-reload: comma-separated areas, e.g. `search,news`.
  MOCK_FULL_RELOAD_AREAS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(fullReloadAreas))),
  MOCK_BASE_PATH: z
    .string()
    .regex(/^(\/[^/]+)*\/?$/, 'a path such as /api/v1')
    .default('/api/v1'),
});

loadEnvFileOrExit();
const parsed = envSchema.safeParse(process.env);
if (!parsed.success) {
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  console.error(`mock: bad environment\n${lines.join('\n')}`);
  process.exit(1);
}
const env = parsed.data;
const { app } = createMockApp({
  authMode: env.MOCK_AUTH_MODE,
  accessTtlS: env.MOCK_ACCESS_TTL_S,
  refreshTtlS: env.MOCK_REFRESH_TTL_S,
  basePath: env.MOCK_BASE_PATH,
  publicUrl: `http://${env.MOCK_HOST}:${env.MOCK_PORT}`,
  siteUrl: env.MOCK_SITE_URL,
  fullReloadAreas: env.MOCK_FULL_RELOAD_AREAS,
});

const server = app.listen(env.MOCK_PORT, env.MOCK_HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.MOCK_PORT;
  console.log(
    `mock commerce upstream on http://${env.MOCK_HOST}:${port}${env.MOCK_BASE_PATH} (auth: ${env.MOCK_AUTH_MODE})`,
  );
  console.log('demo buyer: buyer@example.com / Kakehashi-2026; outbox: /__mock/outbox?to=EMAIL');
});

const stop = (signal: string): void => {
  console.log(`mock: ${signal}, closing`);
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
