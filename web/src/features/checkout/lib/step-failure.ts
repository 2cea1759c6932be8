/** What a step's failure is read from: one of its calls (a TanStack mutation). */
type StepCall = { error: unknown; isError: boolean; reset: () => void };

/**
 * The refusal a checkout step shows, kept by its calls (docs/rules/cart-and-checkout.md#step-failures):
 * the first call in error, and `clear`, which the step runs when the buyer tries again or changes
 * the input the refusal was about. A call's own next attempt clears only that call, so without
 * this a coupon refused by one call ("has expired") stayed beside the step after another call
 * ("Continue without a coupon") had settled it. Only calls in error are reset: resetting one on
 * its way would drop what its caller does once it answers.
 */
export const stepFailure = (...calls: StepCall[]) => ({
  error: calls.find((call) => call.isError)?.error ?? null,
  clear: () => {
    for (const call of calls) if (call.isError) call.reset();
  },
});
