import { useTranslation } from 'react-i18next';
import { ConfirmRemove } from '@/shared/ui/confirm-remove';
import { labelled } from '@/shared/cart/variation-name';
import { useLocale } from '@/shared/i18n/i18n';

/**
 * Deleting a saved card or address: the first press asks in place, naming the entry, like every
 * other removal of the member pages (docs/rules/lists-and-requests.md#favourites, ConfirmRemove).
 */
export function DeleteSavedEntry(props: {
  /** The entry as the list shows it ("Visa ending in 4242", the recipient's name). */
  name: string;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ConfirmRemove
      label={t('mypage.delete')}
      accessibleLabel={labelled(t('mypage.delete'), props.name, locale)}
      question={t('mypage.confirmDelete', { name: props.name })}
      confirmLabel={t('mypage.confirmDeleteButton')}
      cancelLabel={t('mypage.cancelEdit')}
      disabled={props.disabled}
      onConfirm={props.onConfirm}
    />
  );
}
