// The web tests resolve `budoux` through its CommonJS build, whose HTML processor requires
// linkedom (a server-side DOM that jest cannot load as CommonJS). The app uses only BudouX's
// parser (shared/i18n/japanese-phrases.ts), and the browser build maps that DOM to the page's,
// so the tests get an empty stand-in.
export {};
