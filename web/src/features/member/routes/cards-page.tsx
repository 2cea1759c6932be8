import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cardBrandOf, cardBrands, type CardBrand } from '@kakehashi/contracts/web';
import { errorMessageOf } from '@/shared/lib/api-error';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useDeleteCard } from '../api/delete-card';
import { useCards } from '../api/get-cards';
import { useSaveCard } from '../api/put-card';
import { DeleteSavedEntry } from '../components/delete-saved-entry';
import { MypageFrame } from '../components/mypage-frame';
import { QueryState } from '../components/query-state';
import { isCardNumber, isFutureExpiry } from '../lib/card-rules';

/** /mypage/cards: saved cards — list, add (number checked, only the last four kept), delete. */
export function CardsPage() {
  const { t } = useTranslation();
  const cards = useCards();
  const save = useSaveCard();
  const remove = useDeleteCard();
  const [brand, setBrand] = useState<CardBrand>(cardBrands[0]);
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [problems, setProblems] = useState<{ number?: string; expiry?: string }>({});
  const [notice, setNotice] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The brand is set from the number as it is typed; one changed afterwards is refused, so a
    // Mastercard is never saved as a Visa (docs/rules/accounts.md#cards).
    const detected = cardBrandOf(number);
    const next = {
      ...(!isCardNumber(number)
        ? { number: t('cards.invalidNumber') }
        : detected && detected !== brand
          ? { number: t('cards.brandMismatch', { brand: detected }) }
          : {}),
      ...(isFutureExpiry(expiry, new Date()) ? {} : { expiry: t('cards.invalidExpiry') }),
    };
    setProblems(next);
    if (next.number || next.expiry) return;
    const digits = number.replace(/\D/g, '');
    save.mutate(
      { brand, last4: digits.slice(-4), expiry: expiry.trim() },
      {
        onSuccess: () => {
          setNumber('');
          setExpiry('');
          setNotice(t('cards.saved'));
        },
      },
    );
  };

  return (
    <MypageFrame title={t('cards.title')} lead={t('cards.lead')}>
      <FormAlert tone="success">{notice}</FormAlert>
      <QueryState query={cards}>
        {(list) =>
          list.length === 0 ? (
            <p className="notice notice--info">{t('cards.none')}</p>
          ) : (
            <ul className="saved-list">
              {list.map((card) => {
                const name = t('cards.endingIn', {
                  brand: card.payment_config.brand,
                  last4: card.payment_config.last4,
                });
                return (
                  <li key={card.card_id} className="saved-item">
                    <div className="saved-item__body">
                      <strong>{name}</strong>
                      <span>{t('cards.expires', { expiry: card.payment_config.expiry })}</span>
                    </div>
                    <div className="saved-item__actions">
                      <DeleteSavedEntry
                        name={name}
                        disabled={remove.isPending}
                        onConfirm={() =>
                          remove.mutate(card.card_id, {
                            onSuccess: () => setNotice(t('cards.deleted')),
                          })
                        }
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryState>
      <form className="card card--wide form" noValidate onSubmit={submit}>
        <h2 className="card__title">{t('cards.add')}</h2>
        <FormAlert>
          {save.isError ? errorMessageOf(save.error, t('common.unexpectedError')) : null}
        </FormAlert>
        <div className="field">
          <label className="field__label" htmlFor="card-brand">
            {t('cards.brand')}
          </label>
          <select
            id="card-brand"
            className="input select"
            value={brand}
            onChange={(e) => setBrand(e.target.value as CardBrand)}
          >
            {cardBrands.map((b) => (
              <option key={b}>{b}</option>
            ))}
          </select>
        </div>
        <div className={problems.number ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor="card-number">
            {t('cards.number')}
          </label>
          <input
            id="card-number"
            className="input"
            inputMode="numeric"
            autoComplete="cc-number"
            value={number}
            aria-invalid={problems.number ? true : undefined}
            aria-describedby={
              problems.number ? 'card-number-error card-number-hint' : 'card-number-hint'
            }
            onChange={(e) => {
              setNumber(e.target.value);
              const detected = cardBrandOf(e.target.value);
              if (detected) setBrand(detected);
            }}
          />
          <p className="field__hint" id="card-number-hint">
            {t('cards.numberHint')}
          </p>
          {problems.number && (
            <p className="field__error" id="card-number-error">
              {problems.number}
            </p>
          )}
        </div>
        <div className={problems.expiry ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor="card-expiry">
            {t('cards.expiry')}
          </label>
          <input
            id="card-expiry"
            className="input input--short"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={expiry}
            aria-invalid={problems.expiry ? true : undefined}
            aria-describedby={problems.expiry ? 'card-expiry-error' : undefined}
            onChange={(e) => setExpiry(e.target.value)}
          />
          {problems.expiry && (
            <p className="field__error" id="card-expiry-error">
              {problems.expiry}
            </p>
          )}
        </div>
        <div className="button-row">
          <button
            type="submit"
            className="button button--primary"
            disabled={save.isPending}
            aria-busy={save.isPending}
          >
            {t('cards.add')}
          </button>
        </div>
      </form>
    </MypageFrame>
  );
}
