// docs/rules/site-and-pages.md#languages: what may stand in Latin letters on a Japanese page —
// brands, certification and trade codes, units — and how the words of a screen are read.

/** Brands, codes and units: not English a Japanese reader is asked to read. */
export const notEnglish = new Set([
  // certifications and standards
  'HACCP',
  'JAS',
  'ISO',
  'USDA',
  'GLOBALG.A.P',
  'BRCGS',
  'FSSC',
  'JFS-B',
  'JFS-A',
  'CE',
  'GI',
  'EU',
  'SQF',
  'IFS',
  'ASC',
  'MSC',
  'FDA',
  'JIS',
  'PSE',
  'MEL',
  'Kosher',
  // trade codes and terms
  'MOQ',
  'HS',
  'JAN',
  'SKU',
  'OEM',
  'ODM',
  'CSV',
  'PDF',
  'URL',
  'JST',
  'UTC',
  'ID',
  'PIN',
  'Eメール',
  'BtoB',
  'VOD',
  'TV',
  'ProRes',
  'XAVC',
  'SUS',
  'VG-10',
  'A5',
  'FAX',
  'Wi-Fi',
  // units
  'pt',
  'ml',
  'mL',
  'g',
  'kg',
  'cm',
  'mm',
  'm',
  'x',
  'L',
  // brands and services shown by their own names
  'YouTube',
  'Amazon',
  'Pay',
  'Visa',
  'Mastercard',
  'JCB',
  'AMEX',
  'Filmarks',
  'IMDb',
  // the brand's Latin spelling (the logo's name); the Japanese copyright line says かけはし
  'Kakehashi',
]);

/** Links, mail addresses and domains are not words. */
const notText =
  /\bhttps?:\/\/\S*|\bwww\.\S+|\S+@\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:jp|com|example|org|net)\b\S*/g;

/**
 * The Latin words of a text; a token with a digit (P100327, KK00000004, 12F) is a code, a single
 * letter an initial or a unit (K. Sato, c/o).
 */
export const latinWords = (text: string): string[] =>
  (text.replace(notText, ' ').match(/[A-Za-z0-9][A-Za-z0-9.'’-]*/g) ?? [])
    .map((word) => word.replace(/[.'’-]+$/, ''))
    .filter((word) => word.length > 1 && /[A-Za-z]/.test(word) && !/\d/.test(word));

/** The English words of a text: Latin words that are not brands, codes, units or `own` words. */
export const englishWords = (text: string, own: ReadonlySet<string> = new Set()): string[] =>
  latinWords(text).filter((word) => !notEnglish.has(word) && !own.has(word));

/**
 * What a reader meets on a screen: each text node and the names given in attributes (labels,
 * placeholders, alternative texts), separated so that two words never run together.
 */
export const screenText = (root: Element): string => {
  const parts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  // A <Phrase> splits its text into pieces (a <wbr> between, glue spans): it reads as one text.
  let phrase: Element | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // Text marked as another language (the language switch's 'English') is that language's.
    if (parent?.closest('script, style, [hidden], [lang]:not([lang="ja"])')) continue;
    const inPhrase = parent?.closest('.phrase') ?? null;
    if (inPhrase && inPhrase === phrase) parts[parts.length - 1] += node.textContent ?? '';
    else parts.push(node.textContent ?? '');
    phrase = inPhrase;
  }
  root.querySelectorAll('[aria-label], [placeholder], [alt], [title]').forEach((element) => {
    if (element.closest('[lang]:not([lang="ja"])')) return;
    for (const name of ['aria-label', 'placeholder', 'alt', 'title'])
      parts.push(element.getAttribute(name) ?? '');
  });
  return parts.join(' \n ');
};
