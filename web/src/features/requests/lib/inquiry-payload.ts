import { canSendInquiry, type ApiBody } from '@kakehashi/contracts/web';
import type { InquiryKind, RequestKind } from './request-kinds';
import type { RequestFormValues } from './request-form-schema';
import type { RequestTarget } from './use-request-target';
import { wallTimeToInstant } from './meeting-time';
import { quoteTermsPayload } from './quote-form';

/** The proposed times that are complete, as instants (ISO, UTC), in the order given. */
export const proposedInstants = (values: RequestFormValues): Date[] =>
  values.schedule.times.flatMap(({ date, time }) => {
    const instant = wallTimeToInstant(date, time, values.schedule.timeZone);
    return instant ? [instant] : [];
  });

const filled = (text: string) => text.trim() !== '';

/**
 * docs/rules/lists-and-requests.md#inquiry-sendability: sendable only when name, type, title, email and text are given, the email equals its
 * confirmation, and the form's own check passed (`validated`: the schema accepted the values).
 * A quote has no subject and its message is optional (docs/rules/trade-desk.md#quote-requests):
 * name and email, the email confirmed, and the check passed.
 */
export const isSendable = (kind: RequestKind, values: RequestFormValues, validated: boolean) =>
  kind.form === 'quote'
    ? validated &&
      filled(values.name) &&
      filled(values.email) &&
      values.email.trim() === values.emailConfirmation.trim()
    : canSendInquiry({ ...values, type: kind.type }, validated);

/** The `inquiries/put` body of an ask or meeting request (docs/rules/lists-and-requests.md#ask-and-business-meeting-requests). */
export const inquiryPayload = (
  kind: InquiryKind,
  values: RequestFormValues,
  target: RequestTarget,
): ApiBody<'inquiries/put'> => ({
  type: kind.type,
  title: values.title.trim(),
  name: values.name.trim(),
  email: values.email.trim(),
  text: values.text.trim(),
  ...(target.supplierId ? { supplier_id: target.supplierId } : {}),
  ...(kind.target === 'product' && target.itemId ? { item_id: target.itemId } : {}),
  ...(kind.form === 'meeting'
    ? {
        meeting_style: values.style === 'in_person' ? 'in_person' : 'online',
        attendees: values.attendees.trim(),
        time_zone: values.schedule.timeZone,
        preferred_dates: proposedInstants(values).map((instant) => instant.toISOString()),
      }
    : {}),
});

/** The `requests/quote` body (docs/rules/trade-desk.md#quote-requests): the BFF writes the text. */
export const quotePayload = (
  values: RequestFormValues,
  target: RequestTarget,
): ApiBody<'requests/quote'> => ({
  itemId: target.itemId ?? '',
  name: values.name.trim(),
  email: values.email.trim(),
  ...quoteTermsPayload(values.quote),
  message: values.text.trim(),
});
