// docs/rules/cart-and-checkout.md#delivery-by-temperature: goods travel only by a delivery method
// that keeps their transport temperature.

/** A product's transport temperature (custom.temperatureRange). */
export type TemperatureRange = 'dry' | 'refrigerated' | 'frozen';

const ranges: readonly TemperatureRange[] = ['dry', 'refrigerated', 'frozen'];

/** An unreadable or missing temperature is ambient ('dry'): the goods need nothing special. */
export const temperatureOf = (value: unknown): TemperatureRange =>
  ranges.includes(value as TemperatureRange) ? (value as TemperatureRange) : 'dry';

/** What the rule reads of a delivery method: the temperatures it keeps. */
export type TemperatureMethod = { temperature_classes?: readonly string[] | null };

/**
 * The temperatures a method keeps. A method that names none is an ambient one: it carries dry
 * goods only, so frozen goods are never sent by a method that does not say it keeps them cold.
 */
export const methodTemperatures = (method: TemperatureMethod): TemperatureRange[] => {
  const named = (method.temperature_classes ?? []).filter((t): t is TemperatureRange =>
    ranges.includes(t as TemperatureRange),
  );
  return named.length > 0 ? named : ['dry'];
};

/**
 * The first of the goods' temperatures the method cannot keep (frozen before refrigerated), or
 * null when it carries them all: that temperature is the reason to give when it is not offered.
 */
export const unfitTemperature = (
  method: TemperatureMethod,
  goods: readonly unknown[],
): TemperatureRange | null => {
  const kept = methodTemperatures(method);
  const needed = new Set(goods.map(temperatureOf));
  return (
    (['frozen', 'refrigerated', 'dry'] as const).find((t) => needed.has(t) && !kept.includes(t)) ??
    null
  );
};

/** Whether a method carries every one of the goods' temperatures. */
export const methodFits = (method: TemperatureMethod, goods: readonly unknown[]): boolean =>
  unfitTemperature(method, goods) === null;
