import { UpstreamStatus } from '@kakehashi/contracts';

/**
 * The upstream envelope `{ status, data }`; HTTP 200 even for business failures (like the SaaS).
 */
export type Reply = { status: string; data: unknown };

export const success = (data: unknown = {}): Reply => ({ status: UpstreamStatus.success, data });

export const failure = (status: string, data: unknown = null): Reply => ({ status, data });

/**
 * docs/rules/errors-and-messages.md#field-errors: field errors come as
 * `data.errors[{ name, value }]`.
 */
export const invalid = (errors: { name: string; value: string }[]): Reply =>
  failure(UpstreamStatus.validation, { errors });

export const notFound = (what: string): Reply =>
  failure(UpstreamStatus.notFound, { errors: [{ name: what, value: 'not found' }] });
