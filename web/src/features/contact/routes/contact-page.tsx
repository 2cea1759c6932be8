import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personName } from '@kakehashi/contracts/web';
import { putInquiry } from '../api/put-inquiry';
import { ContactForm } from '../components/contact-form';
import { ContactSummary } from '../components/contact-summary';
import type { ContactFormValues, ContactLabels } from '../lib/contact-form-schema';
import { inquiryFailure, useInquirySteps } from '@/shared/inquiry/use-inquiry-steps';
import { useMemberProfile } from '@/shared/profile/api/member-profile';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { labelled } from '@/shared/cart/variation-name';
import { useLocale } from '@/shared/i18n/i18n';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

/**
 * /contact (docs/rules/site-and-pages.md#contact): the site contact form, prefilled from the
 * buyer's profile → confirmation → sent, mailed through the upstream's `inquiries/put` to the
 * site's desk with a copy to the buyer. Login-required, like the FAQ page it is linked from.
 */
export function ContactPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  // The heading follows the step and takes the focus, as on the request screens.
  const { step, values, review, edit, sent } = useInquirySteps<ContactFormValues>();
  // The buyer's profile, the same query as the request screens'.
  const profile = useMemberProfile();
  const send = useSendMutation({
    mutationFn: (values: ContactFormValues) =>
      putInquiry({
        type: values.type || 'contact_general',
        name: values.name,
        ...(values.company ? { company: values.company } : {}),
        email: values.email,
        title: values.title,
        text: values.text,
      }),
    onSuccess: (data) => sent(data.id),
  });
  const labels: ContactLabels = useMemo(
    () => ({
      type: t('contact.type'),
      name: t('contact.name'),
      company: t('contact.company'),
      email: t('contact.email'),
      emailConfirmation: t('contact.emailConfirmation'),
      title: t('contact.subject'),
      text: t('contact.message'),
    }),
    [t],
  );

  const title =
    step.name === 'confirm'
      ? t('contact.confirmTitle')
      : step.name === 'sent'
        ? t('contact.sentTitle')
        : t('contact.title');
  const lead = step.name === 'confirm' ? t('contact.confirmLead') : t('contact.lead');
  if (profile.isPending)
    return (
      <PageShell title={title} narrow>
        <TextSkeleton lines={6} />
      </PageShell>
    );
  const user = profile.data;
  const defaults: ContactFormValues = values ?? {
    type: '',
    // In the page language's order, as the header says it (docs/rules/accounts.md#names).
    name: personName(user?.name ?? '', locale),
    company: user?.company ?? '',
    email: user?.email ?? '',
    emailConfirmation: user?.email ?? '',
    title: '',
    text: '',
  };

  return (
    <PageShell title={title} lead={step.name === 'sent' ? undefined : lead} narrow>
      {step.name === 'input' && (
        <ContactForm defaults={defaults} labels={labels} onReview={review} />
      )}
      {step.name === 'confirm' && values && (
        <ContactSummary
          values={values}
          labels={labels}
          sending={send.isPending}
          {...inquiryFailure(
            send,
            t('contact.failed'),
            t('contact.unconfirmed', { email: values.email }),
          )}
          onEdit={edit}
          onSend={() => send.mutate(values)}
        />
      )}
      {step.name === 'sent' && values && (
        <div className="card card--complete request-sent" role="status">
          <p className="request-sent__lead">{t('contact.sentLead', { email: values.email })}</p>
          <p>
            {labelled(t('contact.reference'), '', locale)}
            <strong>{step.id}</strong>
          </p>
          <p className="request-sent__links">
            <Link to="/faq_question">{t('contact.backToFaq')}</Link>
            <Link to="/">{t('contact.backHome')}</Link>
          </p>
        </div>
      )}
    </PageShell>
  );
}
