import type { PartyFormInput } from '@kakehashi/contracts/web';

/**
 * What a buyer typed into the purchaser or receiver form and has not saved yet, kept in the tab's
 * sessionStorage so a reload brings it back (docs/rules/cart-and-checkout.md#party-drafts), as the
 * request and sign-up forms do. The form has no password; it goes once the step is saved (the
 * order then holds the party) or the order is placed.
 */
export type PartyRole = 'purchaser' | 'receiver';

const keyOf = (role: PartyRole) => `kakehashi.checkout.${role}`;

export const readPartyDraft = (role: PartyRole): Partial<PartyFormInput> | null => {
  try {
    const kept = JSON.parse(sessionStorage.getItem(keyOf(role)) ?? 'null') as unknown;
    return kept && typeof kept === 'object' ? (kept as Partial<PartyFormInput>) : null;
  } catch {
    return null;
  }
};

export const writePartyDraft = (role: PartyRole, values: Partial<PartyFormInput>): void => {
  try {
    sessionStorage.setItem(keyOf(role), JSON.stringify(values));
  } catch {
    // A tab without storage keeps what was typed until a reload only.
  }
};

export const clearPartyDraft = (role: PartyRole): void => {
  try {
    sessionStorage.removeItem(keyOf(role));
  } catch {
    // Nothing was kept.
  }
};

const sameKey = 'kakehashi.checkout.sameAddress';

/**
 * Whether the buyer chose to deliver to the purchaser's address, as last ticked in this tab
 * (docs/rules/cart-and-checkout.md#same-as-the-purchaser); null when never changed here.
 */
export const readSameAddress = (): boolean | null => {
  try {
    const kept = sessionStorage.getItem(sameKey);
    return kept === null ? null : kept === '1';
  } catch {
    return null;
  }
};

export const writeSameAddress = (same: boolean): void => {
  try {
    sessionStorage.setItem(sameKey, same ? '1' : '0');
  } catch {
    // A tab without storage starts from the order again after a reload.
  }
};

export const clearPartyDrafts = (): void => {
  clearPartyDraft('purchaser');
  clearPartyDraft('receiver');
  try {
    sessionStorage.removeItem(sameKey);
  } catch {
    // Nothing was kept.
  }
};
