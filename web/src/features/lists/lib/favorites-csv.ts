import type { Item } from '@kakehashi/contracts/web';
import { listPrice } from '@/shared/catalog/item-name';
import { openingMoq } from '@/shared/catalog/opening-moq';
import { retailQuantity, type RetailQuantity } from '@/shared/catalog/retail-quantity';
import { retailWithTax } from '@/shared/catalog/retail-with-tax';
import { productSupplier } from '@/shared/product-facts/names';

/** Column headings of the favourites CSV, in the page language. */
export type CsvHeadings = {
  nameJa: string;
  nameEn: string;
  supplier: string;
  hs: string;
  jan: string;
  moq: string;
  /** The price the buyer pays, tax included: the product's headline price (as its card says). */
  pays: string;
  /** The retail price in Japan, tax included as the price is; then the upstream's excl.-tax one. */
  price: string;
  retailExcluded: string;
  /** The amount the retail price is for, where the variations are priced differently. */
  retailFor: string;
  labels: string;
  link: string;
};

/** A favourite's product with the labels it is filed under. */
export type FiledItem = Item & { labels?: string[] };

// Excel reads a CSV as the system code page unless it starts with a byte-order mark: with it,
// Japanese names open correctly in both the English and the Japanese Excel.
const BOM = '\uFEFF';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A field starting
 * with = + - @ (or a tab / carriage return) is prefixed with ' so a spreadsheet shows it as text
 * instead of running it as a formula (CSV injection).
 */
export const csvField = (value: unknown): string => {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const csvRow = (fields: unknown[]) => fields.map(csvField).join(',');

/**
 * The favourites as a CSV a buyer opens in Excel (docs/rules/lists-and-requests.md#favourites-csv):
 * Japanese and English name, supplier, HS, JAN, MOQ (the least the cart accepts), the price the buyer pays (JPY, tax
 * included), the retail price in Japan tax included and excluded (JPY; each header names its basis)
 * and the amount it is for, the labels it is filed under
 * (separated by "; ") and the product's absolute link. UTF-8 with BOM, CRLF line ends.
 */
export const favoritesCsv = (
  items: FiledItem[],
  headings: CsvHeadings,
  options: {
    origin: string;
    language: string;
    /** '120 g' / 「120 g」: the retail amount as the page words it (retailQuantityText). */
    quantityText: (quantity: RetailQuantity) => string;
  },
): string => {
  const header = csvRow([
    headings.nameJa,
    headings.nameEn,
    headings.supplier,
    headings.hs,
    headings.jan,
    headings.moq,
    headings.pays,
    headings.price,
    headings.retailExcluded,
    headings.retailFor,
    headings.labels,
    headings.link,
  ]);
  const rows = items.map((item) => {
    const custom = item.custom ?? {};
    const retailFor = custom.retailPriceWotax ? retailQuantity(item) : null;
    return csvRow([
      item.name,
      item.name_en ?? '',
      productSupplier(item, options.language).name,
      custom.hscd,
      custom.jancd,
      // The MOQ the favourites page and the product page give (the cart's least), not the stated
      // one alone: docs/rules/cart-and-checkout.md#quantity-bounds.
      openingMoq(item),
      listPrice(item),
      retailWithTax(item),
      custom.retailPriceWotax,
      retailFor ? options.quantityText(retailFor) : '',
      (item.labels ?? []).join('; '),
      `${options.origin}/show?code=${encodeURIComponent(item.code)}`,
    ]);
  });
  return `${BOM}${[header, ...rows].join('\r\n')}\r\n`;
};

/** Hands the CSV to the browser as a file download. */
export const downloadCsv = (csv: string, fileName: string): void => {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
