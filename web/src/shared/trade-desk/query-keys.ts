/**
 * The query keys of the buyer's trade desk (docs/rules/trade-desk.md), shared by the screens that
 * change it and those that show it: sending a request refreshes the inbox, saving a search the
 * list, and the header's alert count is the alerts page's answer.
 */
export const tradeDeskKeys = {
  all: ['trade-desk'] as const,
  inbox: ['trade-desk', 'inbox'] as const,
  searches: ['trade-desk', 'searches'] as const,
  alerts: ['trade-desk', 'alerts'] as const,
};
