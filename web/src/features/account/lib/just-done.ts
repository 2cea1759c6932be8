import { useLocation } from 'react-router';

/**
 * docs/rules/accounts.md#completion-pages: a completion page shows only right after its
 * action. The action navigates with this marker in the history entry's state; a visitor who
 * types or bookmarks the address has none and is sent back to the form.
 */
export const justDone = { justDone: true } as const;

export const useArrivedJustDone = (): boolean => {
  const location = useLocation();
  return (location.state as { justDone?: boolean } | null)?.justDone === true;
};
