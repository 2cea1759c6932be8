/** A favourite as the list page sees it: its SKU and the labels it is filed under. */
type Filed = { skuId: string; labels: string[] };

/** Every label in use with how many favourites carry it, in the page language's order. */
export const labelCounts = (
  entries: Filed[],
  language: string,
): { label: string; count: number }[] => {
  const counts = new Map<string, number>();
  for (const entry of entries)
    for (const label of entry.labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
};

/** The favourites under `label` (all of them when no label is chosen). */
export const filedUnder = <T extends Filed>(entries: T[], label: string | null): T[] =>
  label ? entries.filter((entry) => entry.labels.includes(label)) : entries;
