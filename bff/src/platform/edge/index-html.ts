import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pageLanguageOf, type Language } from '@kakehashi/contracts';

/**
 * docs/rules/site-and-pages.md#languages: `<html lang>` is ja for jp, else en; the attribute is
 * added when the build has none.
 */
export const withHtmlLang = (html: string, language: Language): string => {
  const lang = pageLanguageOf(language);
  const tag = /<html\b[^>]*>/i.exec(html)?.[0];
  if (!tag) return html;
  const next = /\slang="[^"]*"/i.test(tag)
    ? tag.replace(/\slang="[^"]*"/i, ` lang="${lang}"`)
    : tag.replace(/^<html/i, `<html lang="${lang}"`);
  return html.replace(tag, next);
};

/**
 * `tags` put at the start of `<head>`, before the app's own scripts. A page written without a
 * `<head>` (legal HTML: the parser makes one) gets one after `<html>`, or at the very start, so a
 * hand-made index.html is served rather than answered with an error page.
 */
export const withHeadTags = (page: Buffer, tags: string): Buffer => {
  const html = page.toString('utf8');
  const head = /<head\b[^>]*>/i.exec(html);
  if (head) {
    const at = head.index + head[0].length;
    return Buffer.from(html.slice(0, at) + tags + html.slice(at));
  }
  const root = /<html\b[^>]*>/i.exec(html);
  const at = root ? root.index + root[0].length : 0;
  return Buffer.from(`${html.slice(0, at)}<head>${tags}</head>${html.slice(at)}`);
};

/**
 * The built app's index.html, read once per process (a rebuild means a restart, as in production).
 * Resolves to null when the web app has not been built.
 */
export const indexHtmlLoader = (distDir: string) => {
  let cached: Promise<string | null> | undefined;
  return () =>
    (cached ??= readFile(path.join(distDir, 'index.html'), 'utf8').catch(
      (error: NodeJS.ErrnoException) => {
        cached = undefined; // not built yet: look again on the next request
        if (error.code === 'ENOENT') return null;
        throw error;
      },
    ));
};
