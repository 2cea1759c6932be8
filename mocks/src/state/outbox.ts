/** DESIGN pinned: the mock outbox entry `{ to, subject, text, code?, token?, sentAt }`. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  code?: string;
  token?: string;
  sentAt: string;
};
