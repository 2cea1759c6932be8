// docs/rules/cart-and-checkout.md#delivery-by-kind-of-goods: machinery travels as palletised
// freight, every other kind of goods as parcels. The mock upstream offers its delivery methods by
// it, and the cart counts only parcel goods toward the free-delivery threshold.

/** The kinds of goods (categories' business types) that go by freight: the rest go as parcels. */
export const freightBusinessTypes: readonly string[] = ['machines'];

/** Whether goods of this business type (a product's `custom.businessType`) go by freight. */
export const shipsAsFreight = (businessType: unknown): boolean =>
  freightBusinessTypes.includes(businessType as string);
