/**
 * The `operationId` client generators name methods after: the endpoint name in camel case
 * (`member/favorite/addDelete` → `memberFavoriteAddDelete`), so a generated client reads like
 * the contracts' endpoint table. Anything but letters and digits separates words.
 */
export const operationIdOf = (name: string): string => {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
};
