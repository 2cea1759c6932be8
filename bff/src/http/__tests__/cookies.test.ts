import cookieParser from 'cookie-parser';
import type { Request, Response } from 'express';
import { cookieLanguage, cookieSessionId, headerCookie } from '../cookies';

/** The request as cookie-parser leaves it (no secret, as the app mounts it). */
const parsed = (header: string | undefined): Request => {
  const req = { headers: header === undefined ? {} : { cookie: header } } as Request;
  cookieParser()(req, {} as Response, () => undefined);
  return req;
};
const raw = (header: string | undefined) =>
  ({ headers: header === undefined ? {} : { cookie: header } }) as Request;

describe('headerCookie', () => {
  // Each header is read for every name in it and one it lacks: the fast lanes must see what the
  // cookie parser of the normal chain sees, or a lane would answer in another language.
  it.each([
    'kk_lang=jp',
    'kk_sid=abc; kk_lang=en',
    ' kk_lang = jp ; other=1',
    'kk_lang=jp; kk_lang=en',
    'kk_lang="jp"',
    'kk_lang="',
    'kk_sid=a%20b%2Fc',
    'kk_sid=%E0%A4%A',
    'flag; kk_lang=jp',
    'kk_lang=',
    'kk_sid=j:{"a":1}',
    'kk_sid=j:"abc"',
    'kk_sid=j:not json',
    'kk_sid=j:0',
    'a=1;b=2;;c=3',
    '=jp; kk_lang=jp',
    '',
  ])('reads %j as cookie-parser does', (header) => {
    const names = ['kk_lang', 'kk_sid', 'other', 'a', 'b', 'c', 'flag', 'missing'];
    for (const name of names)
      expect({ name, value: headerCookie(raw(header), name) }).toEqual({
        name,
        value: parsed(header).cookies[name],
      });
  });

  it('reads nothing from a request without a Cookie header', () => {
    expect(headerCookie(raw(undefined), 'kk_lang')).toBeUndefined();
  });
});

describe('cookieLanguage and cookieSessionId', () => {
  it('read the header before cookie-parser has run and its result after', () => {
    const header = 'kk_sid=s1; kk_lang=jp';
    expect(cookieLanguage(raw(header), 'kk_lang', 'en')).toBe('jp');
    expect(cookieSessionId(raw(header), 'kk_sid')).toBe('s1');
    const req = parsed(header);
    req.cookies.kk_lang = 'en'; // the parsed cookies win once they exist
    expect(cookieLanguage(req, 'kk_lang', 'jp')).toBe('en');
  });

  it('fall back on anything that is not a language or a plain id', () => {
    expect(cookieLanguage(raw('kk_lang=fr'), 'kk_lang', 'en')).toBe('en');
    expect(cookieLanguage(raw('kk_lang=JP'), 'kk_lang', 'en')).toBe('en');
    expect(cookieLanguage(raw(undefined), 'kk_lang', 'jp')).toBe('jp');
    expect(cookieSessionId(raw('kk_sid='), 'kk_sid')).toBeUndefined();
    expect(cookieSessionId(raw('kk_sid=j:{"id":"x"}'), 'kk_sid')).toBeUndefined();
  });
});
