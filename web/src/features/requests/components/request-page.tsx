import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { personName } from '@kakehashi/contracts/web';
import { useMemberProfile } from '@/shared/profile/api/member-profile';
import { usePutInquiry } from '../api/put-inquiry';
import { useQuoteRequest } from '../api/put-quote-request';
import { inquiryPayload, quotePayload } from '../lib/inquiry-payload';
import { browserTimeZone } from '../lib/meeting-time';
import { blankQuote } from '../lib/quote-form';
import type { RequestKind } from '../lib/request-kinds';
import type { RequestFormValues } from '../lib/request-form-schema';
import { useRequestTarget } from '../lib/use-request-target';
import { RequestForm } from './request-form';
import { RequestSent } from './request-sent';
import { RequestSummary } from './request-summary';
import { RequestTargetBox } from './request-target-box';
import { inquiryFailure, useInquirySteps } from '@/shared/inquiry/use-inquiry-steps';
import { searchPath } from '@/shared/catalog/search-form';
import { labelled } from '@/shared/cart/variation-name';
import { ErrorNotice, LoadError } from '@/shared/ui/error-notice';
import { NotListed } from '@/shared/ui/not-listed';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { useLocale } from '@/shared/i18n/i18n';

/**
 * One request screen (/js_ask_*, /js_bizmtg_*, docs/rules/lists-and-requests.md, and
 * /js_quote_product, docs/rules/trade-desk.md#quote-requests): input prefilled from the buyer's
 * profile → confirmation → sent with its reference. The heading follows the step and takes the focus.
 */
export function RequestPage({ kind }: { kind: RequestKind }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { target, pending, missing, asked, failed } = useRequestTarget(kind, params);
  const profile = useMemberProfile();
  const inquiry = usePutInquiry();
  const quote = useQuoteRequest();
  const send = kind.form === 'quote' ? quote : inquiry;
  const { step, values: reviewed, keep, review, edit, sent } = useInquirySteps<RequestFormValues>();
  // The subject as prefilled, not edited: it follows the page language, on the form and when
  // reviewed (docs/rules/lists-and-requests.md#ask-and-business-meeting-requests).
  // Unknown for a draft restored after a reload: prefilled when it still reads as prefilled.
  const [subjectPrefilled, setSubjectPrefilled] = useState<boolean | null>(null);

  const title =
    step.name === 'confirm'
      ? t('matching.requests.confirmTitle')
      : step.name === 'sent'
        ? t('matching.requests.sentTitle')
        : t(`pages.${kind.page}.title`);
  const lead =
    step.name === 'confirm' ? t('matching.requests.confirmLead') : t(`pages.${kind.page}.lead`);
  if (pending || profile.isPending)
    return (
      <PageShell title={title} narrow>
        <TextSkeleton lines={6} />
      </PageShell>
    );
  if (failed)
    return (
      <PageShell title={title} narrow>
        <LoadError
          error={failed.error}
          fallback={t('common.unexpectedError')}
          onRetry={() => void failed.refetch()}
        />
      </PageShell>
    );
  // A code or id that finds nothing: the product or supplier was withdrawn or the link is old — said
  // as its own page says it, with the search instead of a dead end (UI.md "Words").
  if (missing && asked)
    return kind.target === 'product' ? (
      <NotListed
        title={t('matching.notListed.product')}
        lead={t('matching.notListed.productLead')}
        target="product"
        browse={t('matching.notListed.browseProducts')}
        asked={labelled(t('matching.product.code'), asked, locale)}
      />
    ) : (
      <NotListed
        title={t('matching.notListed.supplier')}
        lead={t('matching.notListed.supplierLead')}
        target="supplier"
        browse={t('matching.notListed.browseSuppliers')}
        asked={t('matching.notListed.supplierId', { id: asked })}
      />
    );
  if (missing) {
    // What to do next, in the words of the buttons it takes: the search below, then the button on
    // the product's (or supplier's) page that opens this very form ('Request a quote' here, not
    // 'Ask about this product').
    const browse = t(
      kind.target === 'product'
        ? 'matching.notListed.browseProducts'
        : 'matching.notListed.browseSuppliers',
    );
    const action =
      kind.target === 'product'
        ? t(`matching.product.${kind.form}`)
        : t(`matching.supplier.${kind.form === 'meeting' ? 'meeting' : 'ask'}`);
    return (
      <PageShell title={title} lead={lead} narrow>
        <ErrorNotice
          message={t(
            kind.target === 'product'
              ? 'matching.requests.productMissing'
              : 'matching.requests.supplierMissing',
            { browse, action },
          )}
        />
        <p>
          <Link className="button" to={searchPath(kind.target, '')}>
            {browse}
          </Link>
        </p>
      </PageShell>
    );
  }

  const user = profile.data;
  // The buyer's name in the page language's order, as the header says it (「山田 太郎」).
  const name = personName(user?.name ?? '', locale);
  const subjectOf =
    kind.form === 'meeting'
      ? 'matching.requests.defaultSubjectMeeting'
      : 'matching.requests.defaultSubjectAsk';
  const prefilledTitle =
    kind.form === 'quote' ? '' : t(subjectOf, { name: target.productName ?? target.supplierName });
  const prefilled = subjectPrefilled ?? (!reviewed || reviewed.title === prefilledTitle);
  const values = reviewed && prefilled ? { ...reviewed, title: prefilledTitle } : reviewed;
  const defaults: RequestFormValues = values ?? {
    name,
    email: user?.email ?? '',
    emailConfirmation: user?.email ?? '',
    title: prefilledTitle,
    text: '',
    style: '',
    attendees: name,
    schedule: { timeZone: browserTimeZone(), times: [{ date: '', time: '' }] },
    quote: blankQuote(target.moqFor(target.skuId ?? '')?.min, user?.buyer_country, target.skuId),
  };
  const onReview = (next: RequestFormValues) => {
    setSubjectPrefilled(kind.form !== 'quote' && next.title === prefilledTitle);
    review(next);
  };
  const submit = () => {
    if (!values) return;
    const onSuccess = (data: { id: string }) => sent(data.id);
    if (kind.form === 'quote') quote.mutate(quotePayload(values, target), { onSuccess });
    else inquiry.mutate(inquiryPayload(kind, values, target), { onSuccess });
  };
  return (
    <PageShell title={title} lead={step.name === 'sent' ? undefined : lead} narrow>
      <RequestTargetBox target={target} />
      {step.name === 'input' && (
        <RequestForm
          kind={kind}
          defaults={defaults}
          prefilledTitle={prefilledTitle}
          moqFor={target.moqFor}
          countedFor={target.countedFor}
          variations={target.variations}
          onReview={onReview}
          onChange={keep}
        />
      )}
      {step.name === 'confirm' && values && (
        <RequestSummary
          kind={kind}
          values={values}
          variations={target.variations}
          countedFor={target.countedFor}
          sending={send.isPending}
          {...inquiryFailure(
            send,
            t('common.unexpectedError'),
            t('matching.requests.unconfirmed', { email: values.email }),
            t('matching.requests.notSentYet'),
          )}
          onEdit={edit}
          onSend={submit}
        />
      )}
      {step.name === 'sent' && values && (
        <RequestSent id={step.id} email={values.email} target={target} />
      )}
    </PageShell>
  );
}
