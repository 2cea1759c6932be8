import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { RequestKind } from '../lib/request-kinds';
import { requestFormSchema, type RequestFormValues } from '../lib/request-form-schema';
import type { RequestTarget } from '../lib/use-request-target';
import { MeetingFields } from './meeting-fields';
import { QuoteFields } from './quote-fields';
import { countedWord } from '@/shared/catalog/unit-of-sale';
import { InquiryTextFields } from '@/shared/inquiry/inquiry-text-fields';
import { useLocale } from '@/shared/i18n/i18n';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import { TextField } from '@/shared/ui/form/text-field';

type Props = {
  kind: RequestKind;
  defaults: RequestFormValues;
  /** The subject the page prefills, in the page language ('' where there is none). */
  prefilledTitle: string;
  /** The MOQ of a variation ('' for none chosen): a quote's quantity starts there and is held to it. */
  moqFor?: RequestTarget['moqFor'];
  /** The word a variation's quantity counts in ('packs'): the MOQ is said in it. */
  countedFor?: RequestTarget['countedFor'];
  /** The product's variations, where it has more than one: a quote names one of them. */
  variations?: RequestTarget['variations'];
  onReview: (values: RequestFormValues) => void;
  /** What the buyer typed, as they type it: kept as a draft for a reload. */
  onChange?: (values: RequestFormValues) => void;
};

/** The request's input step; "Review your request" only passes the rules of the schema. */
export function RequestForm({
  kind,
  defaults,
  prefilledTitle,
  moqFor,
  countedFor,
  variations,
  onReview,
  onChange,
}: Props) {
  const { t } = useTranslation();
  const lang = useLocale();
  const resolver = useMemo(
    () =>
      zodResolver(
        requestFormSchema(
          lang,
          kind,
          {
            labels: {
              name: t('matching.requests.name'),
              email: t('matching.requests.email'),
              emailConfirmation: t('matching.requests.emailConfirmation'),
              subject: t('matching.requests.subject'),
              message: t('matching.requests.message'),
              style: t('matching.requests.style'),
              attendees: t('matching.requests.attendees'),
            },
            timeRequired: t('matching.requests.timeRequired'),
            timePair: t('matching.requests.timePair'),
            timePast: t('matching.requests.timePast'),
            quote: {
              labels: {
                variation: variations?.label ?? t('trade.quote.variation'),
                quantity: t('trade.quote.quantity'),
                tradeTerm: t('trade.quote.tradeTerm'),
                destinationCountry: t('trade.quote.destinationCountry'),
                destinationPort: t('trade.quote.destinationPort'),
                deliveryMonth: t('trade.quote.deliveryMonth'),
              },
              belowMoq: (moq, skuId) =>
                t('trade.quote.belowMoq', {
                  moq,
                  unit: countedWord(t, countedFor?.(skuId) ?? 'unit', moq),
                }),
              wholeNumber: t('trade.quote.wholeNumber'),
              price: t('trade.quote.priceInvalid'),
              monthPast: t('trade.quote.monthPast'),
            },
          },
          Date.now,
          (skuId) => moqFor?.(skuId)?.min,
          variations?.options.map((option) => option.id),
        ),
      ) as Resolver<RequestFormValues>,
    [lang, kind, moqFor, countedFor, variations, t],
  );
  const form = useForm<RequestFormValues>({ defaultValues: defaults, resolver });
  const { register, formState } = form;
  // A subject the buyer has not edited follows the page language (and the product's name in it);
  // one they typed is theirs and stays.
  const prefilledShown = useRef(prefilledTitle);
  useEffect(() => {
    if (prefilledTitle === prefilledShown.current) return;
    if (form.getValues('title') === prefilledShown.current) form.setValue('title', prefilledTitle);
    prefilledShown.current = prefilledTitle;
  }, [prefilledTitle, form]);
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    const watching = form.watch((values) => changed.current?.(values as RequestFormValues));
    return () => watching.unsubscribe();
  }, [form]);
  const { errors } = formState;
  // The schema's output is the same shape, texts trimmed.
  const review = form.handleSubmit(onReview);
  const quote = kind.form === 'quote';

  return (
    <form className="form request-form" noValidate onSubmit={review}>
      <ErrorSummary errors={errors} shown={formState.isSubmitted} />
      <p className="field__hint">{t('matching.requests.prefilled')}</p>
      <div className="field-row">
        <TextField
          label={t('matching.requests.name')}
          registration={register('name')}
          error={errors.name}
          required
          autoComplete="name"
        />
        <span aria-hidden="true" />
      </div>
      <InquiryTextFields
        labels={{
          email: t('matching.requests.email'),
          emailConfirmation: t('matching.requests.emailConfirmation'),
          title: quote ? undefined : t('matching.requests.subject'),
          text: quote ? t('trade.quote.message') : t('matching.requests.message'),
        }}
        register={register}
        errors={errors}
        pairClassName="field-row"
        textRequired={!quote}
      >
        {quote && (
          <QuoteFields
            form={form}
            moqFor={moqFor}
            countedFor={countedFor}
            variations={variations}
          />
        )}
      </InquiryTextFields>
      {kind.form === 'meeting' && <MeetingFields form={form} />}
      <div className="button-row">
        <button type="submit" className="button button--primary">
          {t('matching.requests.review')}
        </button>
      </div>
    </form>
  );
}
