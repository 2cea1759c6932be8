/**
 * A full page load to somewhere the app does not render: the BFF's card pages or an external
 * provider's page. One place, so tests can see where the buyer was sent.
 */
export const leaveSite = (url: string): void => window.location.assign(url);
