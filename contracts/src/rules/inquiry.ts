/**
 * The site contact form's types (docs/rules/site-and-pages.md#contact): what the buyer's message
 * is about. Sent as the inquiry's `type`; it goes to the site's desk, not to a supplier.
 */
export const contactInquiryTypes = [
  'contact_general',
  'contact_account',
  'contact_orders',
  'contact_feedback',
] as const;
export type ContactInquiryType = (typeof contactInquiryTypes)[number];

/**
 * Inquiry form (docs/rules/lists-and-requests.md#inquiry-sendability): title, name, email, type,
 * text, plus the email confirmation.
 */
export type InquiryForm = {
  name: string;
  type: string;
  title: string;
  email: string;
  emailConfirmation: string;
  text: string;
};

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/**
 * docs/rules/lists-and-requests.md#inquiry-sendability: an inquiry is sendable only when name,
 * type, title, email and text are non-empty, the email equals its confirmation, and the extra
 * input-pass flag is true (the caller's own check, e.g. the form validated or a human check
 * passed). Whitespace-only counts as empty, and the two emails are compared after trimming — the
 * same trimming the form applies before sending.
 */
export const canSendInquiry = (form: InquiryForm, inputPassed: boolean): boolean =>
  inputPassed === true &&
  filled(form.name) &&
  filled(form.type) &&
  filled(form.title) &&
  filled(form.email) &&
  filled(form.text) &&
  form.email.trim() === (form.emailConfirmation ?? '').trim();
