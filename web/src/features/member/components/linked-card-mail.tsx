import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@/shared/lib/api-error';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useUpdateMemberInfo } from '../api/update-member-info';

/**
 * The programme's own mail offers (`external_point.email_dm_unnecessary_flg`: '1', the default,
 * means none): a checkbox that saves at once (docs/rules/linked-services.md#points-card).
 */
export function LinkedCardMail({ unwanted }: { unwanted: string | undefined }) {
  const { t } = useTranslation();
  const update = useUpdateMemberInfo();
  const wanted = unwanted === '0';
  return (
    <div className="linked-card-mail">
      <FormAlert>
        {update.isError ? errorMessageOf(update.error, t('common.unexpectedError')) : null}
      </FormAlert>
      <div className="checkbox-field">
        <input
          id="linked-card-mail"
          type="checkbox"
          className="checkbox"
          checked={wanted}
          disabled={update.isPending}
          aria-busy={update.isPending}
          onChange={(event) =>
            update.mutate({
              user: {
                external_point: { email_dm_unnecessary_flg: event.target.checked ? '0' : '1' },
              },
            })
          }
        />
        <label htmlFor="linked-card-mail">{t('linked.card.mail')}</label>
      </div>
      {update.isSuccess && (
        <p className="field__hint" role="status">
          {t('mypage.saved')}
        </p>
      )}
    </div>
  );
}
