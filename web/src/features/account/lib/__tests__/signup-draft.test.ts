import type { RegistrationForm, RegistrationFormInput } from '@kakehashi/contracts/web';
import {
  readSignupDraft,
  reloadSignupDraft,
  resetSignupDraft,
  updateSignupDraft,
} from '../signup-draft';

// docs/rules/accounts.md#sign-up: a reload of the confirm page sent the buyer back to an empty
// form. All of the draft but the password is kept in the tab; the password never is.
const input = {
  email: 'wei@lioncity.sg',
  password: 'Lion-City-2026',
  companyName: 'Lion City Trading Pte. Ltd.',
  companyWebsite: 'lioncity.sg',
} as unknown as RegistrationFormInput;

beforeEach(() => resetSignupDraft());

describe('the sign-up draft', () => {
  it('survives a reload, all but the password, and goes back to the form to type it again', () => {
    updateSignupDraft({
      termsAccepted: true,
      privacyPolicyAccepted: true,
      input,
      form: input as unknown as RegistrationForm,
    });
    const kept = Array.from({ length: sessionStorage.length }, (_, i) =>
      sessionStorage.getItem(sessionStorage.key(i) ?? ''),
    ).join();
    expect(kept).toContain('Lion City Trading');
    expect(kept).not.toContain('Lion-City-2026');
    reloadSignupDraft();
    const draft = readSignupDraft();
    expect(draft.termsAccepted).toBe(true);
    expect(draft.input).toEqual({ ...input, password: '' });
    expect(draft.form).toBeNull();
  });
});
