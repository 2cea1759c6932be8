import type { Request } from 'express';
import { languages, type Language } from '@kakehashi/contracts';

/**
 * The language the language cookie names, else `fallback`:
 * docs/rules/site-and-pages.md#routes-and-login — the readable cookie carries the visitor's choice
 * before (and besides) any session. Asked on every request, so no zod.
 */
export const cookieLanguage = (req: Request, cookieName: string, fallback: Language): Language => {
  const value = cookieOf(req, cookieName);
  return (languages as readonly unknown[]).includes(value) ? (value as Language) : fallback;
};

/** The session id the session cookie names; an empty or non-string value (`j:` JSON) is none. */
export const cookieSessionId = (req: Request, cookieName: string): string | undefined => {
  const id = cookieOf(req, cookieName);
  return typeof id === 'string' && id.length > 0 ? id : undefined;
};

/** From the parsed cookies once cookie-parser has run, else straight from the header. */
const cookieOf = (req: Request, name: string): unknown =>
  req.cookies ? (req.cookies as Record<string, unknown>)[name] : headerCookie(req, name);

/**
 * One cookie's value read straight from the Cookie header, as cookie-parser (without a secret)
 * gives it: the first of that name, trimmed, quotes dropped, %-decoded, a `j:` value parsed as
 * JSON. The fast lanes read one or two cookies of a request they may answer before the parser
 * runs; parsing them all there cost ~3 % of a cached read (docs/architecture.md#fast-lanes).
 */
export const headerCookie = (req: Request, name: string): unknown => {
  const header = req.headers?.cookie;
  if (!header) return undefined;
  for (let start = 0; start < header.length;) {
    const semicolon = header.indexOf(';', start);
    const end = semicolon === -1 ? header.length : semicolon;
    const equals = header.indexOf('=', start);
    if (equals !== -1 && equals < end && header.slice(start, equals).trim() === name)
      return jsonCookie(decodeCookie(header.slice(equals + 1, end).trim()));
    start = end + 1;
  }
  return undefined;
};

const decodeCookie = (raw: string): string => {
  const value = raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

const jsonCookie = (value: string): unknown => {
  if (!value.startsWith('j:')) return value;
  try {
    return (JSON.parse(value.slice(2)) as unknown) || value;
  } catch {
    return value;
  }
};
