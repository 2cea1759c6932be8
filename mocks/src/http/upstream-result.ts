import { UpstreamStatus } from '@kakehashi/contracts';

/**
 * The upstream envelope `{ status, data }`; HTTP 200 even for business failures (like the SaaS).
 */
export type UpstreamResult = { status: string; data: unknown };

export const success = (data: unknown = {}): UpstreamResult => ({
  status: UpstreamStatus.success,
  data,
});

export const failure = (status: string, data: unknown = null): UpstreamResult => ({ status, data });

/**
 * docs/rules/errors-and-messages.md#field-errors: field errors come as
 * `data.errors[{ name, value }]`.
 */
export const invalid = (errors: { name: string; value: string }[]): UpstreamResult =>
  failure(UpstreamStatus.validation, { errors });

export const notFound = (what: string): UpstreamResult =>
  failure(UpstreamStatus.notFound, { errors: [{ name: what, value: 'not found' }] });
