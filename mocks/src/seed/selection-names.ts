/**
 * The names of selections whose seed code is a word ('indigo'): each language's name, as the
 * upstream's selection fields hold them (selection_name, selection_name_en, like variation_name and
 * variation_name_en). Amounts ('200g', '720ml') read the same in both languages and are not here.
 */
export const selectionNames: Readonly<Record<string, { name: string; name_en: string }>> = {
  indigo: { name: '藍色', name_en: 'Indigo' },
  white: { name: '白', name_en: 'White' },
};

/** A selection's names in both languages; a code without an entry names itself in both. */
export const selectionNamesOf = (code: string, name: string): { name: string; name_en: string } =>
  Object.hasOwn(selectionNames, code) ? selectionNames[code]! : { name, name_en: name };
