import { buyerFieldNames, UpstreamStatus, type SignUpRequest } from '@kakehashi/contracts';
import { lifetimes, siteLink, type ResolvedOptions } from '../http/options';
import { failure, invalid, success, type UpstreamResult } from '../http/upstream-result';
import type { Language } from '../http/language';
import type { Mount } from '../http/route';
import { passwordProblems } from '../state/credentials';
import { inLanguage, sendMail } from '../state/mailer';
import { demoBuyer, publicMember, type Member } from '../state/members';
import { linkedCardOf, pointCardVerdict } from '../state/point-cards';
import { findMemberByEmail, nextId, type MockState } from '../state/store';
import { issueTokens, randomToken, revokeAllOf } from '../state/tokens';

const newMember = (state: MockState, body: SignUpRequest, nowMs: number): Member => {
  const template = demoBuyer();
  const {
    email,
    password,
    name,
    company,
    tel_primary,
    zip,
    custom,
    signup_code: _s,
    register_no_password: _r,
    request_access_token: _a,
    ...buyer
  } = body;
  return {
    ...template,
    id: String(1000 + nextId(state)),
    email: email.toLowerCase(),
    password,
    name,
    name_read: name,
    company,
    company_read: company,
    company_division: '',
    company_position: '',
    tel_primary,
    zip: zip ?? '',
    state: '',
    city: '',
    street: String(custom?.address ?? ''),
    building: '',
    custom: {
      last_login_date: null,
      favorite_items: [],
      favorite_companies: [],
      address: custom?.address ?? '',
    },
    buyer,
    rank_id: '1',
    created_at: new Date(nowMs).toISOString(),
  };
};

/**
 * Sign-up (docs/rules/accounts.md#sign-up-payload): refuses a taken email or a weak password; mails
 * a welcome.
 */
const signUp = (
  state: MockState,
  options: ResolvedOptions,
  body: SignUpRequest,
  nowMs: number,
  language: Language,
): { reply: UpstreamResult } | { member: Member } => {
  if (findMemberByEmail(state, body.email))
    return {
      reply: failure(UpstreamStatus.emailTaken, {
        errors: [{ name: 'email', value: 'already registered' }],
      }),
    };
  const weak = passwordProblems(body.password);
  if (weak) return { reply: invalid([{ name: 'password', value: weak }]) };
  const member = newMember(state, body, nowMs);
  state.members.set(member.id, member);
  state.memberLanguages.set(member.id, language);
  const login = siteLink(options, '/account/login', language);
  sendMail(state, nowMs, language, {
    to: member.email,
    subject: inLanguage(language, '【かけはし】会員登録完了', 'Welcome to Kakehashi'),
    text: inLanguage(
      language,
      `${member.name} 様\nご登録ありがとうございます。\nログイン: ${login}`,
      `Dear ${member.name},\nThank you for registering.\nLog in: ${login}`,
    ),
  });
  return { member };
};

/**
 * The followed suppliers of an update (docs/rules/lists-and-requests.md#follows), a list or a
 * comma-separated string: trimmed, without repeats, or the first id no supplier has.
 */
const knownSuppliers = (
  state: MockState,
  value: string | string[],
): { ids: string[] } | { unknown: string } => {
  const ids = Array.isArray(value) ? value : value.split(',');
  const known = new Set(state.seed.suppliers.map((s) => s.id));
  const cleaned = [...new Set(ids.map((i) => i.trim()).filter(Boolean))];
  const unknown = cleaned.find((i) => !known.has(i));
  return unknown ? { unknown } : { ids: cleaned };
};

/** Member information, sign-up and pre-registration calls (docs/upstream.md#account). */
export const memberAccountRoutes = (mount: Mount): void => {
  mount('member/information/get', ({ member }) => success({ user: publicMember(member) }));

  mount('member/information/update', ({ body, member, state }) => {
    const { custom, email, ...fields } = body.user;
    // Every check comes before the first change, so a refused update saves nothing.
    if (email && email.toLowerCase() !== member.email && findMemberByEmail(state, email)) {
      return failure(UpstreamStatus.emailTaken, {
        errors: [{ name: 'user.email', value: 'already registered' }],
      });
    }
    const follows =
      custom?.favorite_companies === undefined
        ? undefined
        : knownSuppliers(state, custom.favorite_companies);
    if (follows && 'unknown' in follows)
      return invalid([
        { name: 'user.custom.favorite_companies', value: `unknown supplier ${follows.unknown}` },
      ]);
    // docs/rules/accounts.md#profile: mails go to the second address only while there is one.
    const secondary = fields.email_secondary === '' ? null : member.email_secondary;
    const receiving = fields.receiving_email_selection;
    if (receiving && receiving !== 'primary' && !secondary)
      return invalid([{ name: 'user.receiving_email_selection', value: 'no second address' }]);
    // docs/rules/linked-services.md#points-card: a card is linked only with its right PIN and only
    // if no one else holds it.
    const { card_member_no: no, pin_cd: pin, ...point } = body.externalPoint ?? {};
    const verdict = no ? pointCardVerdict(state, member, no, pin) : undefined;
    if (verdict?.status)
      return failure(verdict.status, {
        errors: [{ name: 'externalPoint.pin_cd', value: 'card cannot be linked' }],
      });

    // The buyer fields of sign-up live apart from the user fields (see newMember).
    const buyerKeys = new Set<string>(buyerFieldNames);
    const entries = Object.entries(fields)
      .filter(([, v]) => v !== undefined)
      // An emptied second address is no address.
      .map(([k, v]): [string, unknown] => [k, k === 'email_secondary' && v === '' ? null : v]);
    Object.assign(
      member,
      Object.fromEntries(entries.filter(([k]) => !buyerKeys.has(k))),
      email ? { email: email.toLowerCase() } : {},
    );
    Object.assign(member.buyer, Object.fromEntries(entries.filter(([k]) => buyerKeys.has(k))));
    // Removing the second address sends every mail to the sign-in address again.
    if (!member.email_secondary) member.receiving_email_selection = 'primary';
    if (custom?.favorite_items) member.custom.favorite_items = [...new Set(custom.favorite_items)];
    if (follows) member.custom.favorite_companies = follows.ids;
    if (body.externalPoint) {
      // The PIN only proves the card is the member's: it is not stored, and the account answers
      // the card number alone.
      const previous = (member.buyer.external_point ?? {}) as Record<string, unknown>;
      let linked: Record<string, unknown> = {};
      if (verdict?.card) {
        const old = linkedCardOf(member);
        if (old) state.pointCardHolders.delete(old.card_member_no);
        state.pointCardHolders.set(verdict.card.card_member_no, member.id);
        linked = { card_member_no: verdict.card.card_member_no };
      } else if (typeof previous.card_member_no === 'string') {
        linked = { card_member_no: previous.card_member_no };
      }
      member.buyer.external_point = {
        email_dm_unnecessary_flg: previous.email_dm_unnecessary_flg ?? '1',
        ...point,
        ...linked,
      };
    }
    return success({ user: publicMember(member) });
  });

  // docs/rules/accounts.md#sessions-and-refresh: add answers user_token and user.id (a session
  // right away).
  mount('member/information/add', ({ body, state, options, nowMs, language }) => {
    const made = signUp(state, options, body, nowMs, language);
    if ('reply' in made) return made.reply;
    const tokens = issueTokens(state, options, made.member, nowMs);
    return success({ user_token: tokens.access_token, ...tokens });
  });

  mount('users/signUp', ({ body, state, options, nowMs, language }) => {
    if (body.signup_code) {
      const code = state.signUpCodes.get(body.signup_code);
      if (!code || code.expiresAt <= nowMs || code.key !== body.email.toLowerCase())
        return failure(UpstreamStatus.tokenInvalid);
    }
    const made = signUp(state, options, body, nowMs, language);
    if ('reply' in made) return made.reply;
    if (body.signup_code) state.signUpCodes.delete(body.signup_code);
    const tokens = body.request_access_token ? issueTokens(state, options, made.member, nowMs) : {};
    return success({ user: { id: made.member.id, email: made.member.email }, ...tokens });
  });

  mount('users/preRegister', ({ body, state, options, nowMs, language }) => {
    const email = body.email.toLowerCase();
    if (findMemberByEmail(state, email))
      return failure(UpstreamStatus.emailTaken, {
        errors: [{ name: 'email', value: 'already registered' }],
      });
    const code = randomToken('su');
    state.signUpCodes.set(code, {
      key: email,
      expiresAt: nowMs + lifetimes.signUpCodeS * 1000,
      note: body.note ?? '',
    });
    const link = siteLink(options, `/account/buyer_signup?signup_code=${code}`, language);
    sendMail(state, nowMs, language, {
      to: email,
      subject: inLanguage(language, '【かけはし】仮登録', 'Complete your Kakehashi sign-up'),
      text: inLanguage(language, `本登録はこちら: ${link}`, `Continue here: ${link}`),
      token: code,
    });
    return success({});
  });

  mount('users/get', ({ body, state, nowMs }) => {
    const code = state.signUpCodes.get(body.signUpCode);
    if (!code || code.expiresAt <= nowMs) return failure(UpstreamStatus.tokenInvalid);
    return success({ email: code.key, note: code.note });
  });

  mount('email/registerable', ({ body, state }) =>
    success({ registerable: !findMemberByEmail(state, body.email) }),
  );

  mount('member/leave', ({ body, member, state }) => {
    if (body.user.password !== member.password)
      return failure(UpstreamStatus.passwordMismatch, {
        errors: [{ name: 'user.password', value: 'incorrect' }],
      });
    member.status = 'left';
    revokeAllOf(state, member.id);
    return success({});
  });
};
