// The buyer's trade desk (docs/rules/trade-desk.md): quote requests, the request inbox, saved
// searches and new-product alerts — the BFF's own data, kept in its database.
export * from './quote-request';
export * from './inquiry-send';
export * from './inbox';
export * from './saved-searches';
export * from './alerts';
