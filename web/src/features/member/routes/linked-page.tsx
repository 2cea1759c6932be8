import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useMemberInfo } from '../api/get-member-info';
import { LinkedCardLink } from '../components/linked-card-link';
import { LinkedCardMail } from '../components/linked-card-mail';
import { LinkedCardStatus } from '../components/linked-card-status';
import { LinkedOrganizations } from '../components/linked-organizations';
import { MypageFrame } from '../components/mypage-frame';
import { QueryState } from '../components/query-state';

/**
 * /mypage/linked: the points card (link, balance and history, unlink) and the organisations the
 * buyer belongs to (docs/rules/linked-services.md).
 */
export function LinkedPage() {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <MypageFrame title={t('linked.title')} lead={t('linked.lead')}>
      <FormAlert tone="success">{notice}</FormAlert>
      <section className="card card--wide linked-section" aria-labelledby="linked-card-title">
        <h2 className="card__title" id="linked-card-title">
          {t('linked.card.title')}
        </h2>
        <QueryState query={member}>
          {(user) => {
            const cardNo = user.external_point?.card_member_no;
            return cardNo ? (
              <LinkedCardStatus
                key={cardNo}
                cardNo={cardNo}
                mail={<LinkedCardMail unwanted={user.external_point?.email_dm_unnecessary_flg} />}
                onUnlinked={() => setNotice(t('linked.card.unlinked'))}
              />
            ) : (
              <LinkedCardLink onLinked={() => setNotice(t('linked.card.linked'))} />
            );
          }}
        </QueryState>
      </section>
      <section className="card card--wide linked-section" aria-labelledby="linked-orgs-title">
        <h2 className="card__title" id="linked-orgs-title">
          {t('linked.orgs.title')}
        </h2>
        <p className="field__hint">{t('linked.orgs.intro')}</p>
        <LinkedOrganizations />
      </section>
    </MypageFrame>
  );
}
