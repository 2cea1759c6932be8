import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One upstream commerce-API call as data (docs/upstream.md#calls). The BFF reads `path` and
 * `method` as defaults that configuration may override; the mock serves the same path; both
 * validate with `request`.
 */
export type UpstreamEndpoint<
  Req extends z.ZodTypeAny = z.ZodTypeAny,
  Res extends z.ZodTypeAny = z.ZodTypeAny,
  MemberOnly extends boolean = boolean,
> = {
  /** Default path under the API base path, e.g. `/items/list`. */
  path: string;
  /** docs/upstream.md#calls: all calls are POST by default. */
  method: HttpMethod;
  /** The call needs a signed-in member's tokens (a literal type, so the mock's handlers know). */
  member: MemberOnly;
  request: Req;
  /** Schema of the upstream `data` on success. */
  response: Res;
};

/**
 * The request of a call that takes no input: an empty object and nothing else, so no field the
 * catalogue does not name is ever forwarded (docs/security.md: no "any object" bodies).
 */
export const noInput = z.object({}).strict();

export const endpoint = <
  Req extends z.ZodTypeAny,
  Res extends z.ZodTypeAny,
  MemberOnly extends boolean = false,
>(
  path: string,
  spec: { member?: MemberOnly; method?: HttpMethod; request?: Req; response?: Res },
): UpstreamEndpoint<Req, Res, MemberOnly> => ({
  path,
  method: spec.method ?? 'POST',
  member: (spec.member ?? false) as MemberOnly,
  request: (spec.request ?? noInput) as Req,
  response: (spec.response ?? z.unknown()) as Res,
});
