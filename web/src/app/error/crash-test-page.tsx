/**
 * /500_test (docs/rules/site-and-pages.md#error-screens): fails on purpose so the generic error
 * screen can be checked.
 */
export function CrashTestPage(): never {
  throw new Error('500_test: intentional error');
}
