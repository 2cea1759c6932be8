import type { Request } from 'express';
import { languageOf, type Language } from '../http/language';

/** The language of a mock provider page: what the buyer reads on the shop. */
export type PageLanguage = Language;

/**
 * A `lang` query (the shop passes `ja` or `jp` for Japanese, `en`) wins; without one the
 * browser's Accept-Language decides, and English is the default (docs/upstream.md#payment-login).
 */
export const pageLanguageOf = (req: Request): PageLanguage => {
  const asked = String(req.query.lang ?? '').toLowerCase();
  if (asked === 'ja' || asked === 'jp') return 'ja';
  if (asked === 'en') return 'en';
  return languageOf(req);
};

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// A plain, readable page: these stand in for the provider's own screens in the browser tests.
const style = `body{font:16px/1.6 system-ui,"Hiragino Sans","Noto Sans JP",sans-serif;margin:0;
background:#f4f5f7;color:#1d2330}main{box-sizing:border-box;width:min(32rem,calc(100% - 32px));
margin:3rem auto;padding:2rem;
background:#fff;border:1px solid #d8dce3;border-radius:12px}h1{font-size:1.4rem;margin-top:0}
.note{color:#4a5263;font-size:.9rem}dl{margin:1rem 0}dt{font-weight:600}dd{margin:0 0 .5rem}
form{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}button{font:inherit;
padding:.6rem 1.2rem;border-radius:8px;border:1px solid #8a93a5;background:#fff;cursor:pointer}
button.primary{background:#1d4ed8;border-color:#1d4ed8;color:#fff}
form>label,form>input,form>p,form>.actions{flex-basis:100%;margin:0}form>label{font-weight:600}
input{font:inherit;box-sizing:border-box;padding:.5rem;border:1px solid #8a93a5;border-radius:8px}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:.5rem}:lang(ja){word-break:auto-phrase}`;

/** One mock provider page; `body` is already escaped HTML. */
export const providerPage = (lang: PageLanguage, title: string, body: string): string =>
  `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`;
