import { useSyncExternalStore } from 'react';
import type { RegistrationForm, RegistrationFormInput } from '@kakehashi/contracts/web';
import { readTabDraft, writeTabDraft } from '@/shared/lib/tab-draft';

/**
 * The sign-up in progress, across its pages (policy → privacy → input → confirm → complete).
 * docs/rules/accounts.md#sign-up: kept in memory, and all of it but the password in the tab's
 * sessionStorage, so a reload refills the form (the password is typed again; the confirm page,
 * without it, goes back to the form).
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

const storageKey = 'kakehashi.signup';

/** The input with its password fields emptied: a password never goes to storage. */
const withoutPassword = (input: RegistrationFormInput | null): RegistrationFormInput | null =>
  input &&
  (Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, /password/i.test(key) ? '' : value]),
  ) as RegistrationFormInput);

const stored = (): SignupDraft => {
  const kept = readTabDraft<Partial<SignupDraft>>(storageKey);
  return kept ? { ...empty, ...kept, form: null } : empty;
};

// A tab without storage keeps the draft in memory only.
const store = (next: SignupDraft) =>
  writeTabDraft(storageKey, { ...next, input: withoutPassword(next.input), form: null });

let draft: SignupDraft = stored();
const listeners = new Set<() => void>();

export const updateSignupDraft = (patch: Partial<SignupDraft>): void => {
  draft = { ...draft, ...patch };
  store(draft);
  listeners.forEach((listener) => listener());
};

export const resetSignupDraft = (): void => updateSignupDraft(empty);

/** Reads the tab's kept draft again, as a reload does (tests). */
export const reloadSignupDraft = (): void => {
  draft = stored();
  listeners.forEach((listener) => listener());
};

export const readSignupDraft = (): SignupDraft => draft;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSignupDraft = (): SignupDraft => useSyncExternalStore(subscribe, readSignupDraft);
