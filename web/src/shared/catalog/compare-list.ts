import { useSyncExternalStore } from 'react';

/** docs/rules/lists-and-requests.md: up to four products are compared side by side. */
export const compareLimit = 4;

/** The compare tray's sentence of the limit: the description of every greyed Compare box. */
export const compareLimitNoteId = 'compare-limit';

/** A product chosen for comparison: enough to fetch it again and to name it meanwhile. */
export type CompareEntry = { id: string; code: string; name: string };

const storageKey = 'kk_compare';
const listeners = new Set<() => void>();
let entries: CompareEntry[] = read();

function read(): CompareEntry[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter(
            (e): e is CompareEntry =>
              typeof e?.id === 'string' &&
              typeof e?.code === 'string' &&
              typeof e?.name === 'string',
          )
          .slice(0, compareLimit)
      : [];
  } catch {
    return [];
  }
}

const write = (next: CompareEntry[]) => {
  entries = next;
  try {
    globalThis.localStorage?.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this page only.
  }
  listeners.forEach((listener) => listener());
};

/**
 * The compare list, kept in the browser (it holds no member data) and shared by every tab's
 * toggles through one store.
 */
export const compareList = {
  get: () => entries,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Adds or removes; adding past the limit changes nothing and answers false. */
  toggle: (entry: CompareEntry): boolean => {
    if (entries.some((e) => e.id === entry.id)) {
      write(entries.filter((e) => e.id !== entry.id));
      return true;
    }
    if (entries.length >= compareLimit) return false;
    write([...entries, entry]);
    return true;
  },
  remove: (id: string) => write(entries.filter((e) => e.id !== id)),
  clear: () => write([]),
  /** Re-reads storage (tests, or another tab's change). */
  reload: () => write(read()),
};

export const useCompareList = (): CompareEntry[] =>
  useSyncExternalStore(compareList.subscribe, compareList.get, compareList.get);
