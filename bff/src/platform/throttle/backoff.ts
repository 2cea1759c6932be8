/**
 * Exponential back-off (docs/security.md): the first failure past a limit waits `baseS`, each
 * further one twice as long, never more than `maxS`.
 */
export const backoffSeconds = (failuresBeyondLimit: number, baseS: number, maxS: number) =>
  Math.min(maxS, baseS * 2 ** Math.min(failuresBeyondLimit, 30));

/**
 * The wait for the E000-429 message's placeholder: a count of whole minutes, rounded up, that the
 * template's counter says ("Try again in 14 minutes." / 「14分後に再度お試しください。」, an hour or
 * more in hours; contracts/src/messages/placeholders.ts). A number, not words of one language, so
 * the web can carry it into the other after a switch (docs/rules/errors-and-messages.md#placeholders).
 */
export const waitInMinutes = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));
