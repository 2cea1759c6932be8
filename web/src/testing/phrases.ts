/**
 * The pieces a `<Phrase>` lets a line break between (docs/rules/site-and-pages.md#line-breaks):
 * its text cut at each `<wbr>`, with the markup inside a piece (the glue that keeps a bracket with
 * what follows it) left out. Null when the element holds no phrase.
 */
export const phrasesOf = (element: Element | null): string[] | null => {
  const phrase = element?.querySelector('.phrase');
  if (!phrase) return null;
  return phrase.innerHTML.split(/<wbr[^>]*>/).map((piece) => piece.replace(/<[^>]*>/g, ''));
};
