import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Skeleton } from '@/shared/ui/skeleton';

/**
 * Whether an answer the upstream worded in the session language is in the page's language
 * (docs/upstream.md#languages). A switch shows the new language at once and stores it in the
 * session afterwards, so an answer read before that store, or while it is under way, carries the
 * names of the language just left. The switch tells this record when its save starts and when it
 * is stored; a view asks with its query's `dataUpdatedAt` and shows those names loading until the
 * query is read again (the switch invalidates every `inSessionLanguage` query once stored).
 */
type Saves = {
  /** Language saves under way: while any is, no answer is known to be in the page's language. */
  pending: number;
  /** When the last save was stored: answers received before it are in the language left. */
  storedAt: number;
};

type SavesRecord = {
  read: () => Saves;
  subscribe: (listener: () => void) => () => void;
  update: (next: (saves: Saves) => Saves) => void;
};

const createRecord = (): SavesRecord => {
  let saves: Saves = { pending: 0, storedAt: 0 };
  const listeners = new Set<() => void>();
  return {
    read: () => saves,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update: (next) => {
      saves = next(saves);
      listeners.forEach((listener) => listener());
    },
  };
};

// One record per query client, so it lives exactly as long as the cache whose answers it judges
// (and a test's fresh client starts with no save under way).
const records = new WeakMap<QueryClient, SavesRecord>();
const recordOf = (client: QueryClient): SavesRecord => {
  let record = records.get(client);
  if (!record) records.set(client, (record = createRecord()));
  return record;
};

/** A language save begins: from now until it ends, session-worded answers are the old language's. */
export const languageSaveStarted = (client: QueryClient): void =>
  recordOf(client).update((saves) => ({ ...saves, pending: saves.pending + 1 }));

/**
 * A language save ended. Stored: answers received before now are the old language's. Not stored
 * (the session keeps the old language): the upstream goes on wording in it, so its answers are
 * shown as they are rather than loading for ever.
 */
export const languageSaveEnded = (client: QueryClient, stored: boolean): void =>
  recordOf(client).update((saves) => ({
    pending: Math.max(0, saves.pending - 1),
    storedAt: stored ? Date.now() : saves.storedAt,
  }));

/**
 * Whether a language switch was stored after `sentAt`: a write sent before it was answered in the
 * language the buyer left, and is read again (cart-writes.ts).
 */
export const languageStoredSince = (client: QueryClient, sentAt: number): boolean =>
  recordOf(client).read().storedAt > sentAt;

/**
 * When the last language switch was stored (0 before any), or null while a save is under way:
 * an answer received before it is worded in the language the buyer left.
 */
export const useLanguageStoredAt = (): number | null => {
  const record = recordOf(useQueryClient());
  const saves = useSyncExternalStore(record.subscribe, record.read, record.read);
  return saves.pending === 0 ? saves.storedAt : null;
};

/**
 * For a query marked `inSessionLanguage`: false while its answer may be worded in the language the
 * buyer just left, so the view shows those names loading rather than in the other language. A
 * mutation's answer is judged by when it was sent (`{ dataUpdatedAt: mutation.submittedAt }`): it
 * is not read again, so after a switch it is no longer shown.
 */
export const useWordedInPageLanguage = (query: { dataUpdatedAt: number }): boolean => {
  const storedAt = useLanguageStoredAt();
  return storedAt !== null && query.dataUpdatedAt >= storedAt;
};

/**
 * Words the upstream gave in the session language: a word-wide placeholder while they may be the
 * language just left (`pending`, from useWordedInPageLanguage), so a screen never shows them in
 * the other language.
 */
export function Worded({ pending, children }: { pending: boolean; children: ReactNode }) {
  return pending ? <Skeleton className="skeleton--word" /> : <>{children}</>;
}

/**
 * A select over names the upstream gave in the session language (a placed order's payments). An
 * option holds no placeholder, so while the names may be the language just left (`pending`) the
 * select waits, disabled and saying it loads.
 */
export function WordedSelect({
  id,
  options,
  pending,
  value,
  onChange,
  withBlank = false,
}: {
  id: string;
  options: { id: string; name: string }[];
  pending: boolean;
  value: string;
  onChange: (id: string) => void;
  /** Starts on '—' rather than on the first option. */
  withBlank?: boolean;
}) {
  const { t } = useTranslation();
  if (pending)
    return (
      <select id={id} className="input select" value="" disabled aria-busy>
        <option value="">{t('common.loading')}</option>
      </select>
    );
  return (
    <select
      id={id}
      className="input select"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {withBlank && <option value="">—</option>}
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </select>
  );
}
