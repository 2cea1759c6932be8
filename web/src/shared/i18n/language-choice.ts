// Whether the language was chosen explicitly in this page load: a /jp/ or /en/ prefix, the
// language cookie, or the switch. An explicit choice wins over the language the session reports
// (which may still be the default when the session is new), so the page never flips back.
let chosen = false;

export const markLanguageChosen = (): void => {
  chosen = true;
};

export const isLanguageChosen = (): boolean => chosen;

/** For tests: each rendered app starts with no choice made. */
export const resetLanguageChoice = (): void => {
  chosen = false;
};
