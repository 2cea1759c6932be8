import {
  findCountry,
  formatAmount,
  moqStanding,
  type Language,
  type QuoteRequestBody,
  type QuoteUnit,
  type TradeTerm,
} from '@kakehashi/contracts';
import type { RequestTarget } from './request-target';
import { skuReference, variationWords } from './variation-words';

const units: Record<QuoteUnit, [ja: string, en: string]> = {
  pieces: ['個', 'pieces'],
  sets: ['セット', 'sets'],
  boxes: ['箱', 'boxes'],
  cartons: ['カートン', 'cartons'],
  kg: ['kg', 'kg'],
  tonnes: ['トン', 'tonnes'],
  pallets: ['パレット', 'pallets'],
  containers: ['コンテナ', 'containers'],
};

/** One of each unit, for the target price: 'per box', 'per tonne' (not a plural cut short). */
const unitOne: Record<QuoteUnit, string> = {
  pieces: 'piece',
  sets: 'set',
  boxes: 'box',
  cartons: 'carton',
  kg: 'kg',
  tonnes: 'tonne',
  pallets: 'pallet',
  containers: 'container',
};

/** Incoterms 2020 by their Japanese and English names. */
const terms: Record<TradeTerm, [ja: string, en: string]> = {
  EXW: ['工場渡し', 'Ex Works'],
  FOB: ['本船渡し', 'Free On Board'],
  CIF: ['運賃保険料込み', 'Cost, Insurance and Freight'],
  DDP: ['関税込持込渡し', 'Delivered Duty Paid'],
};

const englishMonth = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const japaneseMonth = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

/**
 * docs/rules/trade-desk.md#quote-requests: a quantity in another unit than the MOQ's pieces was not
 * checked against it, so the supplier (and the buyer's copy) is told the MOQ to weigh it against.
 */
const moqLine = (
  quote: QuoteRequestBody,
  target: RequestTarget,
  both: (ja: string, en: string) => string,
): string[] => {
  const moq = target.moqOf(quote.skuId);
  if (moqStanding(quote.quantity, quote.unit, moq) !== 'unchecked') return [];
  const [unitJa, unitEn] = units[quote.unit];
  return [
    `${both('最小発注数量', 'MOQ')}: ${both(
      `${moq}個（数量が${unitJa}建てのため未確認）`,
      `${moq} pieces (not checked: the quantity is in ${unitEn})`,
    )}`,
  ];
};

/** The SKU a quote names, among the product's (the handler has refused any other). */
export const chosenSku = (quote: QuoteRequestBody, target: RequestTarget) =>
  quote.skuId === undefined ? undefined : target.skus.find((sku) => sku.id === quote.skuId);

/**
 * docs/rules/trade-desk.md#quote-requests: the variation the quote is for, by what differs and by
 * its code, so the supplier knows which of the product's SKUs to price.
 */
const variationLine = (
  quote: QuoteRequestBody,
  target: RequestTarget,
  both: (ja: string, en: string) => string,
): string[] => {
  const sku = chosenSku(quote, target);
  if (!sku) return [];
  const words = variationWords(sku);
  const code = skuReference(sku);
  return [
    `${both('種類', 'Variation')}: ${words ? `${both(words.ja, words.en)} (${code})` : code}`,
  ];
};

/**
 * The quote request as the supplier reads it (docs/rules/trade-desk.md#quote-requests): every term
 * on a line of its own, in Japanese — the supplier's language — and, after a slash, in the
 * buyer's (once only when the buyer reads Japanese too).
 */
export const quoteText = (quote: QuoteRequestBody, target: RequestTarget, language: Language) => {
  const both = (ja: string, en: string) => (language === 'jp' ? ja : `${ja} / ${en}`);
  const country = findCountry(quote.destinationCountry);
  const [unitJa, unitEn] = units[quote.unit];
  const [termJa, termEn] = terms[quote.tradeTerm];
  const product = target.product;
  const lines = [
    both('【見積依頼】', '[Quote request]'),
    product
      ? `${both('商品', 'Product')}: ${product.name ?? ''}${product.nameEn ? ` / ${product.nameEn}` : ''} (${product.code ?? product.id})`
      : `${both('商品', 'Product')}: ${quote.itemId}`,
    ...variationLine(quote, target, both),
    `${both('数量', 'Quantity')}: ${both(`${quote.quantity} ${unitJa}`, `${quote.quantity} ${unitEn}`)}`,
    ...moqLine(quote, target, both),
    `${both('取引条件', 'Trade term')}: ${both(`${quote.tradeTerm}（${termJa}）`, `${quote.tradeTerm} (${termEn})`)} Incoterms 2020`,
    `${both('仕向地', 'Destination')}: ${both(
      `${country?.ja ?? quote.destinationCountry}・${quote.destinationPort}`,
      `${quote.destinationPort}, ${country?.en ?? quote.destinationCountry}`,
    )}`,
    `${both('希望単価', 'Target price')}: ${
      quote.targetPrice === undefined
        ? both(`指定なし（${quote.currency}建て）`, `none given (in ${quote.currency})`)
        : both(
            `1${unitJa}あたり ${formatAmount(quote.targetPrice, quote.currency, 'jp')}`,
            `${formatAmount(quote.targetPrice, quote.currency, 'en')} per ${unitOne[quote.unit]}`,
          )
    }`,
    `${both('希望納期', 'Delivery wanted')}: ${both(japaneseMonth(quote.deliveryMonth), englishMonth(quote.deliveryMonth))}`,
    `${both('サンプル', 'Samples')}: ${quote.samplesWanted ? both('希望する', 'wanted') : both('不要', 'not needed')}`,
  ];
  if (quote.message) lines.push('', `${both('メッセージ', 'Message')}:`, quote.message);
  return lines.join('\n');
};

/**
 * The request's subject line: its kind, the product (with its variation, so two quotes for two
 * sizes read apart in the inbox) and the quantity (one line, ≤ 200). It heads the buyer's copy
 * ('We received your request: …'), so it is in the buyer's language only; the text above keeps
 * the supplier's Japanese (docs/rules/trade-desk.md#quote-requests).
 */
export const quoteTitle = (quote: QuoteRequestBody, target: RequestTarget, language: Language) => {
  const japanese = language === 'jp';
  const names = [target.product?.name, target.product?.nameEn];
  const product = (japanese ? names : names.reverse()).find(Boolean) ?? quote.itemId;
  const sku = chosenSku(quote, target);
  const words = sku ? variationWords(sku) : null;
  const kind = sku ? ((japanese ? words?.ja : words?.en) ?? skuReference(sku)) : null;
  const [unitJa, unitEn] = units[quote.unit];
  const title = japanese
    ? `見積依頼: ${product}${kind ? `（${kind}）` : ''} × ${quote.quantity}${unitJa}`
    : `Quote request: ${product}${kind ? ` (${kind})` : ''} × ${quote.quantity} ${unitEn}`;
  return title.slice(0, 200);
};

/**
 * The variation as the inbox keeps it (docs/rules/trade-desk.md#request-inbox): the words the
 * supplier's text named it by, or its code where the upstream names nothing.
 */
export const recordedVariation = (quote: QuoteRequestBody, target: RequestTarget) => {
  const sku = chosenSku(quote, target);
  if (!sku) return null;
  const code = skuReference(sku);
  return variationWords(sku) ?? { ja: code, en: code };
};
