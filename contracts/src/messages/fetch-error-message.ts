/**
 * The built-in text of the fetch-error code (docs/rules/errors-and-messages.md#status-catalogue:
 * E999-999, a call that got no answer), in a module of its own: the browser's api client shows it
 * on every lost connection and must not carry the whole message tables on the top page
 * (docs/architecture.md#the-first-page). message-tables.ts lists it with the other built-ins.
 */
export const fetchErrorMessages = {
  en: 'We could not reach the server. Please try again later.',
  ja: 'サーバーとの通信に失敗しました。しばらくしてから再度お試しください。',
} as const;
