import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { useLocale } from './i18n';

// docs/rules/site-and-pages.md#line-breaks: Japanese headings, product names, card titles and
// buttons break between phrases, never inside a word ("有機コ／シヒカリ"), and never leave one
// kana alone on a line. BudouX finds the phrases; the parser and its model (≈10 KB gzip) load
// only when a Japanese page first shows a phrase, never with the top page's first JavaScript.
// Until it is in, CSS `word-break: auto-phrase` (Chromium's own phrase breaking) does the work.
// The glue (phrase-glue.ts) comes in the same chunk: only Japanese pages need it, and until the
// splitter is in, the text is one unsplit piece that the browser's own rules keep together.

type Splitter = {
  split: (text: string) => string[];
  stays: (phrase: string, at: number) => boolean;
};
let loaded: Splitter | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

const load = (): void => {
  loading ??= import('./japanese-phrases').then(
    (module) => {
      loaded = { split: module.japanesePhrases, stays: module.staysWithPrevious };
      listeners.forEach((notify) => notify());
    },
    () => {
      loading = null; // a failed chunk: the CSS keeps breaking by phrase, a later page retries
    },
  );
};

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

/** The phrase splitter once loaded (loading it on first use), else null. */
const useSplitter = (wanted: boolean): Splitter | null => {
  const current = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  if (wanted && !current) load();
  return wanted ? current : null;
};

/** Loads the splitter now (tests; a page that knows it will need it). */
export const loadPhraseSplitter = async (): Promise<void> => {
  load();
  await loading;
};

const inline = { display: 'inline' } as const;

/**
 * A phrase with each character that must not open a line kept on one line with the one before it
 * (`.phrase__glue`: `white-space: nowrap`; `staysWithPrevious`): the browser may break after a
 * closing bracket even in `keep-all` text (「（GI）」 would end a line with は opening the next),
 * and a phrase wider than its box breaks anywhere, 。 first on a line too
 * (「ご注文いただけません／。」); glued, it breaks before the character it keeps
 * (「ご注文いただけませ／ん。」). Only a phrase of more than ten characters can be wider than its
 * box, so a shorter one keeps its text in one piece.
 */
const glued = (phrase: string, splitter: Splitter): ReactNode[] => {
  const stays = (at: number) => splitter.stays(phrase, at);
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = 1; at < phrase.length; at += 1) {
    if (!stays(at)) continue;
    // The run of characters that each stay with the one before: 「い。」」 is one piece.
    let end = at + 1;
    while (end < phrase.length && stays(end)) end += 1;
    parts.push(
      phrase.slice(from, at - 1),
      <span key={at} className="phrase__glue" style={inline}>
        {phrase.slice(at - 1, end)}
      </span>,
    );
    from = end;
    at = end - 1;
  }
  parts.push(phrase.slice(from));
  return parts.filter((part) => part !== '');
};

/**
 * A text that breaks between phrases on a Japanese page: a `<wbr>` at each phrase boundary, the
 * text kept whole elsewhere (`.phrase`: `word-break: keep-all`, a closing bracket glued to its
 * particle); `<wbr>` and the glue add nothing to the text a screen reader, a search or a copy
 * reads. Other pages: the text as it is.
 */
export function Phrase({ children }: { children: string }) {
  const japanese = useLocale() === 'jp';
  const splitter = useSplitter(japanese);
  if (!japanese) return <>{children}</>;
  if (!splitter) return <span className="phrase">{children}</span>;
  return (
    <span className="phrase">
      {splitter.split(children).map((phrase, index) => (
        <Fragment key={index}>
          {/* Inline said outright (here and on the glue; set through the DOM, which the CSP
              allows): name computations that cannot see the browser's default style (jsdom's)
              would otherwise read a word gap at each break. */}
          {index > 0 && <wbr style={inline} />}
          {glued(phrase, splitter)}
        </Fragment>
      ))}
    </span>
  );
}
