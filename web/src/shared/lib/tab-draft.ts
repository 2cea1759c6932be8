/**
 * A value a form keeps in the tab's sessionStorage, as JSON under one key, so a reload brings it
 * back and another tab does not see it: the request and contact drafts and their sent
 * confirmation (docs/rules/lists-and-requests.md#drafts), the checkout's party drafts
 * (docs/rules/cart-and-checkout.md#party-drafts) and the sign-up (docs/rules/accounts.md#sign-up).
 * The caller decides what goes in: a password never does.
 *
 * Storage may be missing or refuse a write (private mode, full), and may hold what an older
 * version or a hand wrote: reading then finds nothing, writing keeps nothing, and the form works
 * from what is on screen.
 */

const isObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What is kept under `key`, or null when nothing is, storage is unavailable, the text is not JSON,
 * or `isKept` refuses it (by default anything but a plain object: every form draft is one).
 */
export const readTabDraft = <Kept>(
  key: string,
  isKept: (value: unknown) => boolean = isObject,
): Kept | null => {
  try {
    const kept = JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;
    return isKept(kept) ? (kept as Kept) : null;
  } catch {
    return null;
  }
};

/** Keeps `value` under `key`; null takes away what was kept. */
export const writeTabDraft = (key: string, value: unknown): void => {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A tab without storage keeps the draft until a reload only.
  }
};

export const clearTabDraft = (key: string): void => writeTabDraft(key, null);
