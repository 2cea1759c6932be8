import type { Response } from 'express';
import type { RequestSession } from './request-session';

/** Typed `res.locals` handed between the request steps (as in Alokai's middleware). */
type ApiLocals = { session?: RequestSession; body?: unknown };

const locals = (res: Response) => res.locals as ApiLocals;

export const sessionOf = (res: Response): RequestSession => {
  const session = locals(res).session;
  if (!session) throw new Error('session middleware did not run');
  return session;
};
export const maybeSessionOf = (res: Response) => locals(res).session;
export const setSession = (res: Response, session: RequestSession) => {
  locals(res).session = session;
};
/** The request body after its contract accepted it. */
export const bodyOf = <T>(res: Response) => locals(res).body as T;
export const setBody = (res: Response, body: unknown) => {
  locals(res).body = body;
};
