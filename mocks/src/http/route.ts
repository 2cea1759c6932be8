import {
  fieldIssuesOf,
  upstreamCatalogue,
  UpstreamStatus,
  type UpstreamName,
} from '@kakehashi/contracts';
import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import type { Member } from '../state/members';
import type { MockState } from '../state/store';
import { authenticate, clientIdOf } from './auth';
import { applyFaults } from './faults';
import type { ResolvedOptions } from './options';
import { languageOf, type Language } from './language';
import { answerIn } from './multilingual';
import { failure, invalid, type UpstreamResult } from './upstream-result';

type BodyOf<N extends UpstreamName> = z.output<(typeof upstreamCatalogue)[N]['request']>;

/**
 * The caller a handler of N sees: a member-only endpoint's handler runs only for a signed-in
 * member (createMount checks first), unless it is mounted with `auth: 'none'`.
 */
type CallerOf<N extends UpstreamName> = (typeof upstreamCatalogue)[N]['member'] extends true
  ? Member
  : Member | null;

/** What a handler sees: the parsed body, the caller and the clock. Handlers return a UpstreamResult. */
export type Ctx<N extends UpstreamName, Caller extends Member | null = CallerOf<N>> = {
  body: BodyOf<N>;
  member: Caller;
  clientId: string;
  state: MockState;
  options: ResolvedOptions;
  nowMs: number;
  /** The language the call asks for (languageOf): some text fields are answered in it. */
  language: Language;
  req: Request;
};

type Handler<N extends UpstreamName, Caller extends Member | null = CallerOf<N>> = (
  ctx: Ctx<N, Caller>,
) => UpstreamResult | Promise<UpstreamResult>;

export type RouteSpec<N extends UpstreamName> =
  /** 'none' skips the token check (signin, refresh: an expired access token must not block). */
  | { auth: 'none'; handler: Handler<N, Member | null> }
  | { auth?: 'catalogue'; handler: Handler<N> };

export type Mount = <N extends UpstreamName>(name: N, spec: RouteSpec<N> | Handler<N>) => void;

/**
 * Serves one catalogue endpoint at its path and method, in the order a SaaS would check:
 * faults, client id, request schema, access token, then the handler.
 */
export const createMount =
  (router: Router, state: MockState, options: ResolvedOptions): Mount =>
  (name, spec) => {
    const { handler, auth = 'catalogue' } = typeof spec === 'function' ? { handler: spec } : spec;
    const endpoint = upstreamCatalogue[name];
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    router[method](endpoint.path, async (req: Request, res: Response) => {
      if (await applyFaults(name, state, req, res)) return;
      const send = (reply: UpstreamResult): void => void res.status(200).json(reply);
      const clientId = clientIdOf(req);
      if (!clientId && name !== 'original/account/id')
        return send(failure(UpstreamStatus.clientIdMissing));
      const raw: unknown = method === 'get' ? req.query : (req.body ?? {});
      const parsed = endpoint.request.safeParse(raw);
      if (!parsed.success) return send(invalid(fieldIssuesOf(parsed.error)));
      const nowMs = options.now().getTime();
      let member: Member | null = null;
      if (auth !== 'none') {
        const who = authenticate(req, state, nowMs);
        if ('reply' in who) return send(who.reply);
        member = who.member;
        if (endpoint.member && !member) return send(failure(UpstreamStatus.memberOnly));
      }
      const language = languageOf(req);
      // The member's language, for the mails nobody's call asks for (state/mailer.ts).
      if (member && req.headers['accept-language']) state.memberLanguages.set(member.id, language);
      const ctx = {
        body: parsed.data,
        member,
        clientId: clientId ?? '',
        state,
        options,
        nowMs,
        language,
        req,
      } as Ctx<typeof name>;
      // Multilingual seed fields are answered in the caller's language only (multilingual.ts).
      send(answerIn(await handler(ctx), ctx.language));
    });
  };
