/**
 * A full page load of one of the app's own pages (docs/rules/search.md#full-page-reload). One
 * place, so tests can see that the page was loaded instead of routed to.
 */
export const fullPageLoad = (url: string): void => window.location.assign(url);
