import { StatusCode } from '@kakehashi/contracts/web';
import { isApiError } from '@/shared/lib/api-error';

/**
 * What to tell the buyer when a cart write is refused: the field error the BFF gave for the line
 * (e.g. "The minimum order quantity (MOQ) for this product is 100…", already in the page
 * language) rather than the generic "check your input", else the Result's message, else
 * `fallback`. Only the BFF's own refusal (E000-400: its quantity guard, its contract check) words
 * its field errors for the buyer; an upstream's field error carries the value it refused ('494'
 * for E030-001), so then the Result's message, mapped in the buyer's language, is what is said
 * (docs/rules/errors-and-messages.md#field-errors).
 */
export const cartErrorText = (error: unknown, fallback: string): string => {
  if (!isApiError(error)) return fallback;
  const worded = error.status === StatusCode.invalidInput ? error.errors : [];
  const quantity = worded.find((e) => /order_quantity$|item\.id$/.test(e.name));
  return quantity?.value || error.message || fallback;
};
