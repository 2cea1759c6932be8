import { Fragment, useSyncExternalStore } from 'react';
import { useLocale } from './i18n';

// docs/rules/site-and-pages.md#line-breaks: Japanese headings, product names, card titles and
// buttons break between phrases, never inside a word ("有機コ／シヒカリ"), and never leave one
// kana alone on a line. BudouX finds the phrases; the parser and its model (≈10 KB gzip) load
// only when a Japanese page first shows a phrase, never with the top page's first JavaScript.
// Until it is in, CSS `word-break: auto-phrase` (Chromium's own phrase breaking) does the work.

type Split = (text: string) => string[];
let split: Split | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

const load = (): void => {
  loading ??= import('./japanese-phrases').then(
    (module) => {
      split = module.japanesePhrases;
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
const useSplitter = (wanted: boolean): Split | null => {
  const current = useSyncExternalStore(
    subscribe,
    () => split,
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
 * A text that breaks between phrases on a Japanese page: a `<wbr>` at each phrase boundary, the
 * text kept whole elsewhere (`.phrase`: `word-break: keep-all`); `<wbr>` adds nothing to the text
 * a screen reader, a search or a copy reads. Other pages: the text as it is.
 */
export function Phrase({ children }: { children: string }) {
  const japanese = useLocale() === 'jp';
  const splitter = useSplitter(japanese);
  if (!japanese) return <>{children}</>;
  const phrases = splitter ? splitter(children) : [children];
  return (
    <span className="phrase">
      {phrases.map((phrase, index) => (
        <Fragment key={index}>
          {/* Inline said outright (set through the DOM, which the CSP allows): name
              computations that cannot see the browser's default style (jsdom's) would
              otherwise read a word gap at each break. */}
          {index > 0 && <wbr style={inline} />}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}
