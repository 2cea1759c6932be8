import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCart } from '@/shared/cart/add-to-cart';
import { useLocale } from '@/shared/i18n/i18n';
import { Phrase } from '@/shared/i18n/phrase';
import { LoadError } from '@/shared/ui/error-notice';
import { useFindByCode } from '../api/find-by-code';

/**
 * Quick order by product code, for buyers who reorder samples they know: finds the product and
 * offers the same add-to-cart control as the product page. An empty "Find" says what to type, and
 * a code that finds nothing says where a code is found (docs/rules/cart-and-checkout.md#quick-order).
 */
export function QuickOrder() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const found = useFindByCode(code);
  const items = (found.data?.items ?? []).filter(
    (item) => item.code.toLowerCase() === code.toLowerCase(),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim();
    setEmpty(next === '');
    setCode(next);
    if (next === '') input.current?.focus();
  };

  return (
    <section className="quick-order card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        {t('cart.quick.title')}
      </h2>
      <form className="quick-order__form" role="search" noValidate onSubmit={submit}>
        <label className="field__label" htmlFor={id}>
          {t('cart.quick.code')}
        </label>
        <div className="quick-order__row">
          <input
            id={id}
            ref={input}
            className="input"
            value={typed}
            autoComplete="off"
            aria-invalid={empty || undefined}
            aria-describedby={empty ? `${id}-error` : undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              setEmpty(false);
            }}
          />
          <button type="submit" className="button">
            {t('cart.quick.find')}
          </button>
        </div>
        {empty && (
          <p className="field__error" id={`${id}-error`} role="alert">
            <Phrase>{t('cart.quick.empty')}</Phrase>
          </p>
        )}
      </form>
      {code && found.isSuccess && items.length === 0 && (
        <p className="notice notice--info" role="status">
          <Phrase>{t('cart.quick.notFound', { code })}</Phrase>
        </p>
      )}
      {code && found.isError && (
        <LoadError
          error={found.error}
          fallback={t('cart.quick.failed')}
          onRetry={() => void found.refetch()}
        />
      )}
      {items.map((item) => (
        <div className="quick-order__item" key={item.id}>
          <h3 className="quick-order__name">{(locale === 'en' && item.name_en) || item.name}</h3>
          <AddToCart item={item} onCartPage />
        </div>
      ))}
    </section>
  );
}
