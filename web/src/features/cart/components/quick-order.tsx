import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCart } from '@/shared/cart/add-to-cart';
import { useLocale } from '@/shared/i18n/i18n';
import { useFindByCode } from '../api/find-by-code';

/**
 * Quick order by product code, for buyers who reorder samples they know: finds the product and
 * offers the same add-to-cart control as the product page.
 */
export function QuickOrder() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const found = useFindByCode(code);
  const items = (found.data?.items ?? []).filter(
    (item) => item.code.toLowerCase() === code.toLowerCase(),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCode(typed.trim());
  };

  return (
    <section className="quick-order card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        {t('cart.quick.title')}
      </h2>
      <form className="quick-order__form" role="search" onSubmit={submit}>
        <label className="field__label" htmlFor={id}>
          {t('cart.quick.code')}
        </label>
        <div className="quick-order__row">
          <input
            id={id}
            className="input"
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button">
            {t('cart.quick.find')}
          </button>
        </div>
      </form>
      {code && found.isSuccess && items.length === 0 && (
        <p className="notice notice--info" role="status">
          {t('cart.quick.notFound', { code })}
        </p>
      )}
      {items.map((item) => (
        <div className="quick-order__item" key={item.id}>
          <h3 className="quick-order__name">{(locale === 'en' && item.name_en) || item.name}</h3>
          <AddToCart item={item} />
        </div>
      ))}
    </section>
  );
}
