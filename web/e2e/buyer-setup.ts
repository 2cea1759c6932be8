// The demo buyer's state the browser specs start from, set up through the BFF with the context's
// session (it is not what they test): the products on sale, a cart, and what the browser keeps
// as the web app keeps it (the cart's code, the products chosen for comparison).
import type { BrowserContext } from 'playwright-core';
import { callBff } from './browser';

/**
 * A product as items/list and items/detail answer it. `requestFields` trims the answer to id,
 * code, name and skus plus the fields asked for, so the others are there only when asked for
 * (or when nothing is asked for).
 */
export type Listed = {
  id: string;
  code: string;
  name: string;
  skus: {
    id: string;
    stock_quantity: number | null;
    stock_quantity_infinity: boolean;
    sku_minimum_purchase: number | null;
  }[];
  image_url?: string;
  images?: string[];
  option_group_id?: string | null;
  item_minimum_purchase?: number | null;
  disabled_notify_arrival_sku?: boolean | null;
  custom?: {
    temperatureRange?: string | null;
    moq?: number | null;
    cettifications?: unknown;
    cettificationsJapan?: unknown;
    otherProductFeatures?: unknown;
  };
};

/** A field `requestFields` can ask for. */
export type ListedField = Exclude<keyof Listed, 'id' | 'code' | 'name' | 'skus'>;

/** A product listed with the fields asked for, which are then there. */
export type ListedWith<F extends ListedField> = Listed & Required<Pick<Listed, F>>;

/** The first hundred products on sale, with the fields asked for (every field when none is). */
export const listProducts = async <F extends ListedField = never>(
  context: BrowserContext,
  options: { requestFields?: F[]; filterOptions?: string } = {},
): Promise<ListedWith<F>[]> =>
  (await callBff(context, 'items/list', { sellingStatus: 'on_sale', limit: 100, ...options })).data
    .items;

/** The products of these codes, in full (their pictures too). */
export const productDetails = async (
  context: BrowserContext,
  codes: string | string[],
): Promise<Listed[]> => (await callBff(context, 'items/detail', { items: codes })).data.items;

/**
 * A new cart with a line of each product's first variation, each added on its own; the cart's
 * code and each addition's status ('E000-000' where the line went in).
 */
export const cartWith = async (
  context: BrowserContext,
  lines: { item: Listed; quantity: number }[],
): Promise<{ cartCode: string; statuses: string[] }> => {
  const cartCode = (await callBff(context, 'cart/create', {})).data.cart_code as string;
  const statuses: string[] = [];
  for (const { item, quantity } of lines) {
    const line = {
      item: { id: item.id, skus: { id: item.skus[0]!.id } },
      order_quantity: quantity,
    };
    statuses.push(
      (await callBff(context, 'cart/add', { cart_code: cartCode, items: [line] })).status,
    );
  }
  return { cartCode, statuses };
};

/**
 * Has the context's pages find, as the web app keeps them in the browser, the cart's code and
 * the products the cards' Compare box chose (from the next page opened or navigation on).
 */
export const keepInBrowser = async (
  context: BrowserContext,
  kept: { cartCode?: string; compared?: Listed[] },
): Promise<void> => {
  await context.addInitScript(
    ([cartCode, compared]) => {
      if (cartCode) localStorage.setItem('kakehashi.cartCode', cartCode);
      if (compared) localStorage.setItem('kk_compare', compared);
    },
    [
      kept.cartCode ?? '',
      kept.compared
        ? JSON.stringify(kept.compared.map(({ id, code, name }) => ({ id, code, name })))
        : '',
    ] as const,
  );
};
