import { isSuccess, memberUserSchema } from '@kakehashi/contracts';
import { z } from 'zod';
import type { SessionPort } from '../../platform/session/session-port';
import type { UpstreamGateway } from '../../platform/upstream/upstream-gateway';

const memberData = z.looseObject({ user: memberUserSchema });

/**
 * The suppliers the member follows, newest follow first: the member's `favorite_companies`
 * (docs/rules/lists-and-requests.md#follows). Null when the upstream did not answer.
 */
export const followedSuppliers = async (
  gateway: UpstreamGateway,
  session: SessionPort,
): Promise<string[] | null> => {
  const read = await gateway.call(session, 'member/information/get', {});
  if (read.kind !== 'response' || !isSuccess(read.status as string)) return null;
  const parsed = memberData.safeParse(read.data);
  return parsed.success ? (parsed.data.user.custom?.favorite_companies ?? []) : null;
};
