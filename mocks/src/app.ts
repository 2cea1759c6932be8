import { UpstreamStatus } from '@kakehashi/contracts';
import express, { type ErrorRequestHandler } from 'express';
import { controlRoutes } from './control/routes';
import { newProductRoutes } from './control/new-products';
import { paymentLoginPage } from './control/payment-login-page';
import { threeDSecureRoutes } from './control/three-d-secure';
import { resolveOptions, type MockOptions, type ResolvedOptions } from './http/options';
import { invalid } from './http/upstream-result';
import { createMount } from './http/route';
import { imageRoutes } from './routes/images';
import { allRoutes } from './routes/index';
import { generateSeed } from './seed/index';
import { prepareSearch } from './search/item-search';
import { createState, resetState, type MockState } from './state/store';

export type { MockOptions } from './http/options';

export type MockApp = {
  /** The Express app; it never listens (server.ts and tests do). */
  app: express.Application;
  /** The live state, for tests that want to look inside. */
  state: MockState;
  options: ResolvedOptions;
  /** Back to the seed: members, tokens, outbox, carts, orders and faults. */
  reset(): void;
};

/**
 * The mock commerce upstream (issue 3): every catalogue endpoint under `basePath`, plus the
 * pinned control endpoints under `/__mock`. See mocks/README.md for codes and headers.
 */
export const createMockApp = (input: MockOptions = {}): MockApp => {
  const options = resolveOptions(input);
  const seed = generateSeed(options.seed, options.productCount);
  const state = createState(seed, options.authMode);
  prepareSearch(state.seed);
  // Products added by a test (control/new-products.ts) leave with the reset.
  const reset = (): void => {
    state.seed = seed;
    resetState(state);
  };
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: false, limit: '1mb' }));

  app.use('/__mock/3ds', threeDSecureRoutes(state));
  app.use('/__mock/paylogin', paymentLoginPage(state));
  app.use('/__mock/products', newProductRoutes(state, options));
  app.use('/__mock', controlRoutes(state, reset, options));
  app.use('/images', imageRoutes());
  const api = express.Router();
  allRoutes(createMount(api, state, options), options);
  app.use(options.basePath || '/', api);

  app.use(
    (_req, res) => void res.status(404).json({ status: UpstreamStatus.notFound, data: null }),
  );
  // Malformed JSON, a wrong content type or a too-large body: a validation result, not a 500.
  const onError: ErrorRequestHandler = (
    err: { status?: number; type?: string },
    _req,
    res,
    _next,
  ) => {
    if (res.headersSent) return;
    if (err.status && err.status < 500) {
      res
        .status(200)
        .json(invalid([{ name: 'body', value: err.type ?? 'unreadable request body' }]));
      return;
    }
    res.status(500).json({ status: UpstreamStatus.fetchError, data: null });
  };
  app.use(onError);
  return { app, state, options, reset };
};
