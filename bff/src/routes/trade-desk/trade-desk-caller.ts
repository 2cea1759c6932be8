import { ok, StatusCode } from '@kakehashi/contracts';
import type { Answer } from '../../platform/api/result-mapper';
import { AppError } from '../../platform/http/app-error';
import type { SessionPort } from '../../platform/session/session-port';

// Who calls the trade desk, in which language, and the answers every trade desk route gives.

export const answer = <T>(data: T): Answer => ({ result: ok(data), httpStatus: 200 });

/** The member-only routes run signed in: the upstream's user id keys the member's rows. */
export const memberIdOf = (session: SessionPort): string => {
  const record = session.current();
  const id = record?.tokens?.userId ?? record?.user?.id;
  if (!id) throw new AppError(401, StatusCode.memberOnly);
  return String(id);
};

/** Who sends: the member, signed in, or else the browser's session; nobody before a session. */
export const senderOf = (session: SessionPort): string | null => {
  const record = session.current();
  const member = record?.tokens?.userId ?? record?.user?.id;
  if (member) return `m:${String(member)}`;
  return session.id ? `s:${session.id}` : null;
};

export const languageOf = (session: SessionPort) => (session.language === 'jp' ? 'jp' : 'en');

export const fieldError = (name: string, value: string) =>
  new AppError(400, StatusCode.invalidInput, { errors: [{ name, value }] });
