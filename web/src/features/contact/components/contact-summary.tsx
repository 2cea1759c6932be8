import { useTranslation } from 'react-i18next';
import { canSendInquiry } from '@kakehashi/contracts/web';
import type { ContactFormValues, ContactLabels } from '../lib/contact-form-schema';
import { InquirySummary, type InquirySending } from '@/shared/inquiry/inquiry-summary';

type Props = InquirySending & {
  values: ContactFormValues;
  labels: ContactLabels;
};

/**
 * The confirmation step: everything that will be sent, then Send — which works only while the
 * inquiry is sendable (docs/rules/lists-and-requests.md#inquiry-sendability): name, type, subject,
 * email and message filled in and the email equal to its confirmation; the input step's
 * validation is the extra check.
 */
export function ContactSummary({ values, labels, ...sending }: Props) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [labels.type, values.type ? t(`contact.types.${values.type}`) : ''],
    [labels.name, values.name],
    [labels.company, values.company || t('contact.none')],
    [labels.email, values.email],
    [labels.title, values.title],
    [labels.text, values.text],
  ];
  return (
    <InquirySummary
      rows={rows}
      sendable={canSendInquiry(values, true)}
      editLabel={t('contact.edit')}
      sendLabel={t('contact.send')}
      {...sending}
    />
  );
}
