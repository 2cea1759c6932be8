import { partyName } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session';

/**
 * How a page shows an order's purchaser or receiver, or a saved address's name
 * (docs/rules/accounts.md#names): the signed-in member's own name in the page language's order,
 * as the header shows it, any other name as typed.
 */
export const usePartyName = (): ((name: string) => string) => {
  const locale = useLocale();
  const memberName = useSession().data?.user?.name;
  return (name) => partyName(name, memberName, locale);
};
