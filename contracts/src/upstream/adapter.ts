import type { z } from 'zod';
import { upstreamCatalogue, type UpstreamName } from './catalogue';

type Catalogue = typeof upstreamCatalogue;

/**
 * How one endpoint of an upstream that differs is translated (docs/integrators.md#adapting-an-upstream-that-differs):
 * `request` turns the body the BFF validated against the contract into what the upstream wants;
 * `answer` turns the upstream's `data` into what the contract's response schema expects. Both
 * are optional; an absent one passes the value through unchanged.
 */
export type EndpointAdapter<N extends UpstreamName = UpstreamName> = {
  request?: (body: z.output<Catalogue[N]['request']>) => unknown;
  /** What comes back is what the BFF serves: it should parse with the catalogue's `response`. */
  answer?: (data: unknown, context: { name: N; status: string[] }) => unknown;
};

/** Per catalogue name, at most one adapter; names outside the catalogue are refused at boot. */
export type UpstreamAdapter = { readonly [N in UpstreamName]?: EndpointAdapter<N> };

/**
 * Identity at run time; in TypeScript it checks the endpoint names against the catalogue and
 * types each `request` body from the contract's request schema.
 */
export const defineAdapter = <A extends UpstreamAdapter>(
  adapter: A & Record<Exclude<keyof A, UpstreamName>, never>,
): A => adapter;

/** The names an adapter may use: exactly the catalogue's. */
export const isUpstreamName = (name: string): name is UpstreamName =>
  Object.hasOwn(upstreamCatalogue, name);
