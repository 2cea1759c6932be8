import { formatSlashDateTime, type InquiryPutRequest } from '@kakehashi/contracts';
import type { Language } from '../http/language';
import { siteLink, type ResolvedOptions } from '../http/options';
import { inLanguage } from '../state/mailer';
import type { Product } from '../seed/products';
import type { Supplier } from '../seed/suppliers';

const typeNames: Record<InquiryPutRequest['type'], { ja: string; en: string }> = {
  ask_company: { ja: '企業へのお問い合わせ', en: 'Question to a supplier' },
  ask_product: { ja: '商品へのお問い合わせ', en: 'Question about a product' },
  bizmtg_company: { ja: '企業への商談依頼', en: 'Business-meeting request to a supplier' },
  bizmtg_product: { ja: '商品についての商談依頼', en: 'Business-meeting request about a product' },
  quote_product: { ja: '見積依頼', en: 'Quote request' },
  contact_general: { ja: 'お問い合わせ（一般）', en: 'Contact: general question' },
  contact_account: {
    ja: 'お問い合わせ（アカウント・ログイン）',
    en: 'Contact: account and sign-in',
  },
  contact_orders: { ja: 'お問い合わせ（注文・お支払い）', en: 'Contact: orders and payment' },
  contact_feedback: { ja: 'ご意見・ご要望', en: 'Contact: feedback' },
};

/** A proposed time in Japan (the supplier's clock) and, when known, in the buyer's own zone. */
const proposedTime = (iso: string, timeZone: string | undefined): string => {
  const japan = `${formatSlashDateTime(iso)} JST`;
  if (!timeZone) return japan;
  try {
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));
    return `${japan} (${local} ${timeZone})`;
  } catch {
    return japan; // an unknown zone name: Japan time alone is still right
  }
};

/**
 * The text of an inquiry's mails, in the language of the request (state/mailer.ts): every field
 * the buyer sent, and absolute links to the product and supplier pages so they open from a mail
 * client (docs/rules/lists-and-requests.md).
 */
export const inquiryMailText = (
  options: ResolvedOptions,
  body: InquiryPutRequest,
  about: { supplier?: Supplier; product?: Product },
  language: Language,
): string => {
  const say = (ja: string, en: string) => inLanguage(language, ja, en);
  const type = typeNames[body.type];
  const lines = [
    // The request's kind by name: the internal type code is not for the people who read mail.
    `${say('種別', 'Request')}: ${say(type.ja, type.en)}`,
    `${say('件名', 'Subject')}: ${body.title}`,
    `${body.name} <${body.email}>`,
  ];
  if (body.company) lines.push(`${say('会社名', 'Company')}: ${body.company}`);
  if (about.supplier)
    lines.push(
      `${say('企業', 'Supplier')}: ${say(about.supplier.name, about.supplier.name_en)}`,
      siteLink(options, `/seller?id=${about.supplier.id}`, language),
    );
  if (about.product)
    lines.push(
      `${say('商品', 'Product')}: ${say(about.product.name, about.product.name_en)} (${about.product.code})`,
      siteLink(options, `/show?code=${about.product.code}`, language),
    );
  if (body.meeting_style)
    lines.push(
      `${say('形式', 'Format')}: ${body.meeting_style === 'online' ? say('オンライン', 'Online') : say('対面', 'In person')}`,
    );
  if (body.attendees) lines.push(`${say('参加者', 'Attendees')}: ${body.attendees}`);
  body.preferred_dates?.forEach((iso, i) =>
    lines.push(
      `${say(`候補日時${i + 1}`, `Proposed time ${i + 1}`)}: ${proposedTime(iso, body.time_zone)}`,
    ),
  );
  lines.push('', body.text);
  return lines.join('\n');
};
