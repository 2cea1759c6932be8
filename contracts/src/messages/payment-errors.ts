import { displayText, messageForCodes } from './format-message';
import { lookupMessageTemplate, type MessageTables } from './message-tables';
import { fillPlaceholders } from './placeholders';
import type { Language } from '../bff/language';

/**
 * How one payment provider's failed returns map to statuses
 * (docs/rules/errors-and-messages.md#payment-errors: "Payment errors are mapped per provider (a
 * prefix for one); cancel and error returns map to provider-specific cart error codes"). The codes
 * are the mock's card codes (upstream/status.ts E070-*); a real site may pass its own table.
 */
export type PaymentErrorRule = {
  /** Cart error code of an `error` return. */
  errorCode: string;
  /** Cart error code of a `cancel` return. */
  cancelCode: string;
  /**
   * Prefix that turns the provider's own error code into a message-table key (e.g. "SBPS-" +
   * "G12"). Only one provider has one; the others' codes are looked up as they are.
   */
  messagePrefix?: string;
};

/**
 * Providers named by docs/upstream.md#payment-completion (sbps_authorize_url,
 * amazon_pay_authorize_url) plus a default.
 */
export const paymentErrorRules: Record<string, PaymentErrorRule> = {
  sbps: { errorCode: 'E070-001', cancelCode: 'E070-002', messagePrefix: 'SBPS-' },
  amazon_pay: { errorCode: 'E071-001', cancelCode: 'E071-002' },
  default: { errorCode: 'E070-001', cancelCode: 'E070-002' },
};

export type PaymentReturn = {
  provider: string;
  /**
   * docs/rules/cart-and-checkout.md#3-d-secure-return: cancel and error are the invalid results of
   * a card-payment return.
   */
  outcome: 'cancel' | 'error';
  /** The provider's error code carried by an error return, if any. */
  providerCode?: string;
};

export type MappedPaymentError = {
  /** The provider-specific cart error code. */
  status: string;
  /** The message-table key of the provider's own code (prefixed for the one provider). */
  detailCode?: string;
};

const ruleOf = (provider: string, rules: Record<string, PaymentErrorRule>): PaymentErrorRule =>
  (Object.prototype.hasOwnProperty.call(rules, provider) ? rules[provider] : undefined) ??
  rules.default ??
  paymentErrorRules.default!;

/** Maps a cancel or error return of a provider to its cart error code and detail code. */
export const mapPaymentReturn = (
  payment: PaymentReturn,
  rules: Record<string, PaymentErrorRule> = paymentErrorRules,
): MappedPaymentError => {
  const rule = ruleOf(payment.provider, rules);
  if (payment.outcome === 'cancel') return { status: rule.cancelCode };
  const detailCode = payment.providerCode
    ? `${rule.messagePrefix ?? ''}${payment.providerCode}`
    : undefined;
  return detailCode ? { status: rule.errorCode, detailCode } : { status: rule.errorCode };
};

/**
 * The message of a mapped payment error: the provider detail's message when the tables know it
 * (it says more), else the cart error code's message; the display carries the cart status.
 */
export const formatPaymentError = (
  mapped: MappedPaymentError,
  language: Language,
  tables?: Partial<MessageTables>,
): { status: string; message: string; display: string } => {
  const detail = mapped.detailCode
    ? lookupMessageTemplate(mapped.detailCode, language, tables)
    : undefined;
  const message =
    detail !== undefined
      ? fillPlaceholders(detail)
      : messageForCodes([mapped.status], language, tables);
  return { status: mapped.status, message, display: displayText(message, mapped.status) };
};
