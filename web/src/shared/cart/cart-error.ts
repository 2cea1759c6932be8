import { isApiError } from '@/shared/lib/api-error';

/**
 * What to tell the buyer when a cart write is refused: the field error the BFF gave for the line
 * (e.g. "The minimum order quantity (MOQ) for this product is 100…", already in the page
 * language) rather than the generic "check your input", else the Result's message, else
 * `fallback`.
 */
export const cartErrorText = (error: unknown, fallback: string): string => {
  if (!isApiError(error)) return fallback;
  const quantity = error.errors.find((e) => /order_quantity$|item\.id$/.test(e.name));
  return quantity?.value || error.message || fallback;
};
