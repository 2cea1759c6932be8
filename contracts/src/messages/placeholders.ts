/** A value that may fill a `{}` placeholder. */
export type MessageParam = string | number;

/**
 * docs/rules/errors-and-messages.md#placeholders: "Messages may hold {} placeholders filled in
 * order". The n-th `{}` takes the n-th param; extra params are ignored and placeholders without a
 * param are removed, so a user never sees a raw `{}`. Param text is inserted verbatim (no
 * `$&`-style replacement patterns).
 */
export const fillPlaceholders = (
  template: string,
  params: readonly MessageParam[] = [],
): string => {
  let next = 0;
  return template.replace(/\{\}/g, () => {
    const param = params[next];
    next += 1;
    return param === undefined ? '' : String(param);
  });
};
