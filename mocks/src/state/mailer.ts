import type { Mail } from './outbox';
import type { MockState } from './store';

/** "Sends" a mail: appends it to the outbox read by `GET /__mock/outbox`. */
export const sendMail = (state: MockState, nowMs: number, mail: Omit<Mail, 'sentAt'>): void => {
  state.outbox.push({ ...mail, to: mail.to.toLowerCase(), sentAt: new Date(nowMs).toISOString() });
};
