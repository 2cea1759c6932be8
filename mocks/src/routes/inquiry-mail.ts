import { formatSlashDateTime, type InquiryPutRequest } from '@kakehashi/contracts';
import { siteLink, type ResolvedOptions } from '../http/options';
import type { Product } from '../seed/products';
import type { Supplier } from '../seed/suppliers';

const typeNames: Record<InquiryPutRequest['type'], string> = {
  ask_company: '企業へのお問い合わせ / Question to a supplier',
  ask_product: '商品へのお問い合わせ / Question about a product',
  bizmtg_company: '企業への商談依頼 / Business-meeting request to a supplier',
  bizmtg_product: '商品についての商談依頼 / Business-meeting request about a product',
  quote_product: '見積依頼 / Quote request',
  contact_general: 'お問い合わせ（一般） / Contact: general question',
  contact_account: 'お問い合わせ（アカウント・ログイン） / Contact: account and sign-in',
  contact_orders: 'お問い合わせ（注文・お支払い） / Contact: orders and payment',
  contact_feedback: 'ご意見・ご要望 / Contact: feedback',
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
 * The text of an inquiry's mails: every field the buyer sent, and absolute links to the product
 * and supplier pages so they open from a mail client (docs/rules/lists-and-requests.md).
 */
export const inquiryMailText = (
  options: ResolvedOptions,
  body: InquiryPutRequest,
  about: { supplier?: Supplier; product?: Product },
): string => {
  const lines = [
    // The request's kind by name: the internal type code is not for the people who read mail.
    `種別 / Request: ${typeNames[body.type]}`,
    `件名 / Subject: ${body.title}`,
    `${body.name} <${body.email}>`,
  ];
  if (body.company) lines.push(`会社名 / Company: ${body.company}`);
  if (about.supplier)
    lines.push(
      `企業 / Supplier: ${about.supplier.name} / ${about.supplier.name_en}`,
      siteLink(options, `/seller?id=${about.supplier.id}`),
    );
  if (about.product)
    lines.push(
      `商品 / Product: ${about.product.name} / ${about.product.name_en} (${about.product.code})`,
      siteLink(options, `/show?code=${about.product.code}`),
    );
  if (body.meeting_style)
    lines.push(
      `形式 / Format: ${body.meeting_style === 'online' ? 'オンライン / Online' : '対面 / In person'}`,
    );
  if (body.attendees) lines.push(`参加者 / Attendees: ${body.attendees}`);
  body.preferred_dates?.forEach((iso, i) =>
    lines.push(`候補日時${i + 1} / Proposed time ${i + 1}: ${proposedTime(iso, body.time_zone)}`),
  );
  lines.push('', body.text);
  return lines.join('\n');
};
