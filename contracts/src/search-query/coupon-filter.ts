/** What a coupon tells the search about itself when it is chosen as a filter. */
export type CouponFilterSource = {
  couponId: string | undefined;
  /** The coupon's incentive class id; '2' (or 2) is a class that never filters items. */
  classId?: string | number | null;
  /** The sku the coupon is bound to; missing, null or '' means unspecified. */
  skuId?: string | number | null;
};

/**
 * `couponId` (docs/rules/search.md#selling-status-and-coupon): "class id '2' or an unspecified sku
 * clears the id". Returns the coupon id to keep in the search query, or undefined when the rule
 * clears it (the caller then removes the parameter). Only a coupon bound to a specific sku and not
 * of class 2 narrows the search.
 */
export const couponIdForSearch = ({
  couponId,
  classId,
  skuId,
}: CouponFilterSource): string | undefined => {
  if (couponId === undefined || couponId === '') return undefined;
  if (classId !== undefined && classId !== null && String(classId) === '2') return undefined;
  if (skuId === undefined || skuId === null || skuId === '') return undefined;
  return couponId;
};
