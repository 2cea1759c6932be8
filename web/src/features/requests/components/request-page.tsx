import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StatusCode } from '@kakehashi/contracts/web';
import { useMemberProfile } from '../api/get-member-profile';
import { usePutInquiry } from '../api/put-inquiry';
import { inquiryPayload } from '../lib/inquiry-payload';
import { browserTimeZone } from '../lib/meeting-time';
import type { RequestKind } from '../lib/request-kinds';
import type { RequestFormValues } from '../lib/request-form-schema';
import { useRequestTarget } from '../lib/use-request-target';
import { RequestForm } from './request-form';
import { RequestSent } from './request-sent';
import { RequestSummary } from './request-summary';
import { RequestTargetBox } from './request-target-box';
import { errorMessageOf, hasStatus } from '@/shared/lib/api-error';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';

type Step = { name: 'input' } | { name: 'confirm' } | { name: 'sent'; id: string };

/**
 * One request screen (/js_ask_* and /js_bizmtg_*, docs/rules/lists-and-requests.md): input prefilled from the buyer's
 * profile → confirmation → sent. The page heading follows the step and takes the focus.
 */
export function RequestPage({ kind }: { kind: RequestKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { target, pending, missing } = useRequestTarget(kind, params);
  const profile = useMemberProfile();
  const send = usePutInquiry();
  const [step, setStep] = useState<Step>({ name: 'input' });
  const [values, setValues] = useState<RequestFormValues | null>(null);

  useEffect(() => {
    document.getElementById('page-title')?.focus();
    window.scrollTo?.(0, 0);
  }, [step.name]);

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
  if (missing)
    return (
      <PageShell title={title} lead={lead} narrow>
        <ErrorNotice
          message={t(
            kind.target === 'product'
              ? 'matching.requests.productMissing'
              : 'matching.requests.supplierMissing',
          )}
        />
      </PageShell>
    );

  const user = profile.data;
  const subjectOf = kind.meeting
    ? 'matching.requests.defaultSubjectMeeting'
    : 'matching.requests.defaultSubjectAsk';
  const defaults: RequestFormValues = values ?? {
    name: user?.name ?? '',
    email: user?.email ?? '',
    emailConfirmation: user?.email ?? '',
    title: t(subjectOf, { name: target.productName ?? target.supplierName }),
    text: '',
    style: '',
    attendees: user?.name ?? '',
    schedule: { timeZone: browserTimeZone(), times: [{ date: '', time: '' }] },
  };
  const submit = () => {
    if (!values) return;
    send.mutate(inquiryPayload(kind, values, target), {
      onSuccess: (data) => setStep({ name: 'sent', id: data.id }),
    });
  };
  return (
    <PageShell title={title} lead={step.name === 'sent' ? undefined : lead} narrow>
      <RequestTargetBox target={target} />
      {step.name === 'input' && (
        <RequestForm
          kind={kind}
          defaults={defaults}
          onReview={(next) => {
            setValues(next);
            setStep({ name: 'confirm' });
          }}
        />
      )}
      {step.name === 'confirm' && values && (
        <RequestSummary
          kind={kind}
          values={values}
          sending={send.isPending}
          error={send.isError ? errorMessageOf(send.error, t('common.unexpectedError')) : undefined}
          unconfirmed={
            hasStatus(send.error, StatusCode.fetchError)
              ? t('matching.requests.unconfirmed', { email: values.email })
              : undefined
          }
          onEdit={() => setStep({ name: 'input' })}
          onSend={submit}
        />
      )}
      {step.name === 'sent' && values && (
        <RequestSent id={step.id} email={values.email} target={target} />
      )}
    </PageShell>
  );
}
