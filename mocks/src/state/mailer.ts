import { bothLanguages, localise } from '../http/multilingual';
import type { Mail } from './outbox';
import type { MockState } from './store';

/**
 * "Sends" a mail: appends it to the outbox read by `GET /__mock/outbox`. Mails are bilingual, so a
 * multilingual seed field in them reads 'ja / en' (http/multilingual.ts).
 */
export const sendMail = (state: MockState, nowMs: number, mail: Omit<Mail, 'sentAt'>): void => {
  const bilingual = localise(mail, bothLanguages) as Omit<Mail, 'sentAt'>;
  state.outbox.push({
    ...bilingual,
    to: mail.to.toLowerCase(),
    sentAt: new Date(nowMs).toISOString(),
  });
};
