/** spec §2 /500_test: fails on purpose so the generic error screen can be checked. */
export function CrashTestPage(): never {
  throw new Error('500_test: intentional error');
}
