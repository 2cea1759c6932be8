import type { z } from 'zod';
import type { BrowserSide } from '../endpoints/declaration';

/**
 * One `/api` route as data (as in ts-rest): the browser side of an endpoint declaration
 * (contracts/src/endpoints) with its mounted path — what the BFF validates on the way in, the
 * `data` of its success Result, who may call it and whether its answer is shared between buyers
 * (docs/architecture.md#one-endpoint-table).
 */
export type ApiRoute<
  B extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
> = BrowserSide<B, D> & { path: `/${string}` };
