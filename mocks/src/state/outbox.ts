// The outbox entry is a pinned interface declared once in contracts (docs/interfaces.md).
export type { OutboxMail as Mail } from '@kakehashi/contracts';
