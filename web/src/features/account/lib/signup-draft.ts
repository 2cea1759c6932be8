import { useSyncExternalStore } from 'react';
import type { RegistrationForm, RegistrationFormInput } from '@kakehashi/contracts/web';

/**
 * The sign-up in progress, across its pages (policy → privacy → input → confirm → complete).
 * Kept in memory only: it holds a password, so it is never written to storage; a reload starts over.
 */
export type SignupDraft = {
  termsAccepted: boolean;
  privacyPolicyAccepted: boolean;
  /** What the user typed, to refill the input page when going back from confirm. */
  input: RegistrationFormInput | null;
  /** The parsed form, ready to send from the confirm page. */
  form: RegistrationForm | null;
  /** The address of the registration just completed, for the complete page. */
  completedEmail: string | null;
  /**
   * On an email two-factor site the sign-up mailed a sign-in code: the complete page asks for it
   * (docs/rules/accounts.md#sign-up-on-a-two-factor-site).
   */
  codeMailed: boolean;
};

const empty: SignupDraft = {
  termsAccepted: false,
  privacyPolicyAccepted: false,
  input: null,
  form: null,
  completedEmail: null,
  codeMailed: false,
};

let draft: SignupDraft = empty;
const listeners = new Set<() => void>();

export const updateSignupDraft = (patch: Partial<SignupDraft>): void => {
  draft = { ...draft, ...patch };
  listeners.forEach((listener) => listener());
};

export const resetSignupDraft = (): void => updateSignupDraft(empty);

export const readSignupDraft = (): SignupDraft => draft;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSignupDraft = (): SignupDraft => useSyncExternalStore(subscribe, readSignupDraft);
