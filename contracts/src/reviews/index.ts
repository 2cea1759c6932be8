// docs/rules/reviews-and-notifications.md: the review bounds and the review form.
export * from './review-content';
export * from './review-form';
