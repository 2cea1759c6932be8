import { UpstreamStatus } from '@kakehashi/contracts';
import { errorMessages } from '../../../../../mocks/src/seed/error-messages';
import { formatMessage } from '../status-messages';

// The upstream's lock message (E001-002) holds its minutes counter in the template itself
// (「{}分後に」, "in {} minutes") and sends the count (data.placeholders: attempts, minutes). The
// gateway fills the site's table with it: a lock of a day reads in hours, the table unchanged
// (docs/rules/errors-and-messages.md#placeholders).
describe("the password lock's wait, as the gateway words the site's message", () => {
  const code = UpstreamStatus.passwordLocked;

  it('says a lock of an hour or more in hours and minutes, in both languages', () => {
    expect(formatMessage(code, 'jp', errorMessages, [5, 1440])).toBe(
      'パスワードを5回間違えたため、アカウントがロックされました。24時間後に再度お試しください。 [E001-002]',
    );
    expect(formatMessage(code, 'en', errorMessages, [5, 90])).toBe(
      'Your account is locked after 5 failed attempts. Please try again in 1 hour 30 minutes. [E001-002]',
    );
  });

  it('says a lock under an hour in minutes, as before', () => {
    expect(formatMessage(code, 'en', errorMessages, [5, 30])).toBe(
      'Your account is locked after 5 failed attempts. Please try again in 30 minutes. [E001-002]',
    );
    expect(formatMessage(code, 'jp', errorMessages, [5, 30])).toContain(
      '30分後に再度お試しください。',
    );
  });
});
