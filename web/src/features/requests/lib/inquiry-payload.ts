import { canSendInquiry, type ApiBody } from '@kakehashi/contracts/web';
import type { RequestKind } from './request-kinds';
import type { RequestFormValues } from './request-form-schema';
import type { RequestTarget } from './use-request-target';
import { wallTimeToInstant } from './meeting-time';

/** The proposed times that are complete, as instants (ISO, UTC), in the order given. */
export const proposedInstants = (values: RequestFormValues): Date[] =>
  values.schedule.times.flatMap(({ date, time }) => {
    const instant = wallTimeToInstant(date, time, values.schedule.timeZone);
    return instant ? [instant] : [];
  });

/**
 * docs/rules/lists-and-requests.md#inquiry-sendability: sendable only when name, type, title, email and text are given, the email equals its
 * confirmation, and the form's own check passed (`validated`: the schema accepted the values).
 */
export const isSendable = (kind: RequestKind, values: RequestFormValues, validated: boolean) =>
  canSendInquiry({ ...values, type: kind.type }, validated);

/** The `inquiries/put` body of a request (docs/rules/lists-and-requests.md#ask-and-business-meeting-requests). */
export const inquiryPayload = (
  kind: RequestKind,
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
  ...(kind.meeting
    ? {
        meeting_style: values.style === 'in_person' ? 'in_person' : 'online',
        attendees: values.attendees.trim(),
        time_zone: values.schedule.timeZone,
        preferred_dates: proposedInstants(values).map((instant) => instant.toISOString()),
      }
    : {}),
});
