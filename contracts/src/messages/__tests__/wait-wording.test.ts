import { fillPlaceholders, sayMinutes } from '@kakehashi/contracts';

// UI.md: a wait is said concretely, an hour or more in hours and minutes, never "1440 minutes".
describe('a wait in a message (docs/rules/errors-and-messages.md#placeholders)', () => {
  it('says a wait under an hour in minutes and from an hour on in hours and minutes', () => {
    expect(sayMinutes(1, 'en')).toBe('1 minute');
    expect(sayMinutes(14, 'en')).toBe('14 minutes');
    expect(sayMinutes(60, 'en')).toBe('1 hour');
    expect(sayMinutes(90, 'en')).toBe('1 hour 30 minutes');
    expect(sayMinutes(1440, 'en')).toBe('24 hours');
    expect(sayMinutes(61, 'en')).toBe('1 hour 1 minute');
    expect(sayMinutes(14, 'jp')).toBe('14分');
    expect(sayMinutes(1440, 'jp')).toBe('24時間');
    expect(sayMinutes(90, 'jp')).toBe('1時間30分');
  });

  it("fills the upstream's lock message, its minutes counter in the template, in hours", () => {
    const ja =
      'パスワードを{}回間違えたため、アカウントがロックされました。{}分後に再度お試しください。';
    const en = 'Your account is locked after {} failed attempts. Please try again in {} minutes.';
    expect(fillPlaceholders(ja, [5, 1440])).toBe(
      'パスワードを5回間違えたため、アカウントがロックされました。24時間後に再度お試しください。',
    );
    expect(fillPlaceholders(en, [5, 90])).toBe(
      'Your account is locked after 5 failed attempts. Please try again in 1 hour 30 minutes.',
    );
    // Under an hour, and a count that is not a counter's, read as before.
    expect(fillPlaceholders(en, [5, 30])).toContain('in 30 minutes.');
    expect(fillPlaceholders(ja, [60, 59])).toContain('60回間違えた');
    expect(fillPlaceholders(ja, [5, 59])).toContain('59分後');
    // A template may say its counter short or singular; the wait is said in full.
    expect(fillPlaceholders('Try again in {} min.', [1440])).toBe('Try again in 24 hours.');
    expect(fillPlaceholders('Try again in {} minutes.', [1])).toBe('Try again in 1 minute.');
    expect(fillPlaceholders('{}分後に再度お試しください。', [90])).toBe(
      '1時間30分後に再度お試しください。',
    );
    // A placeholder without a value is still removed, its counter kept.
    expect(fillPlaceholders(en, [5])).toBe(
      'Your account is locked after 5 failed attempts. Please try again in  minutes.',
    );
  });
});
