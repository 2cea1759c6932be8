import { REVIEW_TITLE_MAX, reviewContentSchema } from '../review-content';
import { reviewFormSchema } from '../review-form';

const review = (title: string) => ({ rating: 4, title, body: 'Well packed.' });

describe('review bounds (docs/rules/reviews-and-notifications.md#writing-a-review)', () => {
  it('counts an emoji as one character in the upstream request, as the form does', () => {
    // 51 emoji are 102 UTF-16 units: within the 100-character title all the same.
    const emoji = '🍵'.repeat(51);
    expect(reviewContentSchema.safeParse(review(emoji)).success).toBe(true);
    expect(reviewFormSchema('en').safeParse({ ...review(emoji), rating: '4' }).success).toBe(true);
    const full = '🍵'.repeat(REVIEW_TITLE_MAX);
    expect(reviewContentSchema.safeParse(review(full)).success).toBe(true);
    const over = reviewContentSchema.safeParse(review(`${full}🍵`));
    expect(over.success ? [] : over.error.issues).toMatchObject([
      { code: 'too_big', path: ['title'], maximum: REVIEW_TITLE_MAX },
    ]);
    expect(reviewFormSchema('en').safeParse({ ...review(`${full}🍵`), rating: '4' }).success).toBe(
      false,
    );
  });

  it('takes a rating of one to five whole stars and a non-empty trimmed title and body', () => {
    expect(reviewContentSchema.safeParse(review('  Good  ')).data?.title).toBe('Good');
    for (const rating of [0, 6, 4.5])
      expect(reviewContentSchema.safeParse({ ...review('Good'), rating }).success).toBe(false);
    expect(reviewContentSchema.safeParse(review('   ')).success).toBe(false);
  });
});
