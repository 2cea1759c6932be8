/** Why the buyer was sent to the login page, shown there once. */
export type LoginNotice = 'sessionExpired' | 'signInRequired' | 'membershipEnded' | 'signedOut';

// Kept outside the router state on purpose: the guard and the session-event handler may both
// redirect in the same moment, and whichever navigation wins, the notice must survive.
let pending: LoginNotice | null = null;

export const setLoginNotice = (notice: LoginNotice): void => {
  pending = notice;
};

export const peekLoginNotice = (): LoginNotice | null => pending;

/**
 * The buyer left on purpose (logged out, or left membership): the login page they land on is a
 * fresh start, not a way back to the page they were on.
 */
export const leftOnPurpose = (): boolean =>
  pending === 'signedOut' || pending === 'membershipEnded';

export const clearLoginNotice = (): void => {
  pending = null;
};
