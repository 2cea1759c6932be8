import type { PartyFormInput } from '@kakehashi/contracts/web';
import { clearTabDraft, readTabDraft, writeTabDraft } from '@/shared/lib/tab-draft';

/**
 * What a buyer typed into the purchaser or receiver form and has not saved yet, kept in the tab's
 * sessionStorage so a reload brings it back (docs/rules/cart-and-checkout.md#party-drafts), as the
 * request and sign-up forms do. The form has no password; it goes once the step is saved (the
 * order then holds the party) or the order is placed.
 */
export type PartyRole = 'purchaser' | 'receiver';

const keyOf = (role: PartyRole) => `kakehashi.checkout.${role}`;

export const readPartyDraft = (role: PartyRole): Partial<PartyFormInput> | null =>
  readTabDraft<Partial<PartyFormInput>>(keyOf(role));

export const writePartyDraft = (role: PartyRole, values: Partial<PartyFormInput>): void =>
  writeTabDraft(keyOf(role), values);

export const clearPartyDraft = (role: PartyRole): void => clearTabDraft(keyOf(role));

const sameKey = 'kakehashi.checkout.sameAddress';

/**
 * Whether the buyer chose to deliver to the purchaser's address, as last ticked in this tab
 * (docs/rules/cart-and-checkout.md#same-as-the-purchaser); null when never changed here.
 */
export const readSameAddress = (): boolean | null =>
  readTabDraft<boolean>(sameKey, (kept) => typeof kept === 'boolean');

export const writeSameAddress = (same: boolean): void => writeTabDraft(sameKey, same);

export const clearPartyDrafts = (): void => {
  clearPartyDraft('purchaser');
  clearPartyDraft('receiver');
  clearTabDraft(sameKey);
};
