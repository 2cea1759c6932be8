import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
import { inquiryFailure, useInquirySteps } from '@/shared/inquiry/use-inquiry-steps';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';

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
  const { step, values, review, edit, sent } = useInquirySteps<RequestFormValues>();

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
      onSuccess: (data) => sent(data.id),
    });
  };
  return (
    <PageShell title={title} lead={step.name === 'sent' ? undefined : lead} narrow>
      <RequestTargetBox target={target} />
      {step.name === 'input' && <RequestForm kind={kind} defaults={defaults} onReview={review} />}
      {step.name === 'confirm' && values && (
        <RequestSummary
          kind={kind}
          values={values}
          sending={send.isPending}
          {...inquiryFailure(
            send,
            t('common.unexpectedError'),
            t('matching.requests.unconfirmed', { email: values.email }),
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
