import type { UpstreamName } from '@kakehashi/contracts';

/** What earlier answers taught later steps (ids to open, the cart to fill). */
export type TourMemory = {
  itemId?: string;
  skuId?: string;
  supplierId?: string;
  cartCode?: string;
  /** The favourite was toggled on: only then is toggling it again a clean-up, not a change. */
  favouriteOn?: boolean;
  twoFactor?: boolean;
  /** Codes the site's own message tables name: the product maps them, so they are known. */
  siteCodes?: Set<string>;
};

export type TourStep = {
  name: UpstreamName;
  label: string;
  /** `member`: needs --email/--password; `write`: changes data, needs --allow-writes too. */
  needs?: 'member' | 'write';
  /** The request body; throws SkipStep when an earlier answer did not give what it needs. */
  body: (memory: TourMemory) => unknown;
  learn?: (data: any, memory: TourMemory) => void; // eslint-disable-line @typescript-eslint/no-explicit-any
};

/** Thrown by a step's body when an earlier answer did not give what the step needs. */
export class SkipStep extends Error {}

/**
 * What a step needs from an earlier one, or SkipStep naming that step: a body is never sent with a
 * hole in it (a missing id would make the tour's own request break its contract).
 */
const need = (value: unknown, what: string, from: string): string => {
  if (typeof value === 'string' && value !== '') return value;
  throw new SkipStep(
    value === undefined
      ? `needs ${what} from the "${from}" step, which gave none`
      : `needs ${what} from the "${from}" step, which gave ${JSON.stringify(value)?.slice(0, 40)} instead of an id`,
  );
};

/**
 * The buyer tour of mocks/src/tour/buyer-tour.ts as conformance steps: what a buyer's session
 * asks of the upstream — settings, search in both languages, a product, suppliers, news — then,
 * signed in, the member lists, and only with --allow-writes the calls that change data (a
 * favourite toggled on and off again, a cart created, filled and cleared). Sign-in and the
 * token steps (refresh, sign-out) are added by the runner.
 */
export const tourSteps: TourStep[] = [
  {
    name: 'site/get',
    label: 'site settings',
    body: () => ({}),
    learn: (d, m) => {
      m.twoFactor = d?.authentication_type === 'email_two_factor_authentication';
      m.siteCodes = new Set(
        [
          ...Object.keys(d?.error_messages?.ja ?? {}),
          ...Object.keys(d?.error_messages?.en ?? {}),
          d?.fetch_error_code,
          d?.no_data_code,
        ].filter((code): code is string => typeof code === 'string'),
      );
    },
  },
  { name: 'category/trees', label: 'category trees', body: () => ({}) },
  {
    name: 'items/list',
    label: 'product list',
    body: () => ({ offset: 0, limit: 20 }),
    learn: (d, m) => {
      m.itemId = d?.items?.[0]?.id;
      m.skuId = d?.items?.[0]?.skus?.[0]?.id;
    },
  },
  { name: 'items/list', label: 'search in Japanese', body: () => ({ keyword: '煎茶', limit: 5 }) },
  { name: 'items/list', label: 'search in English', body: () => ({ keyword: 'sencha', limit: 5 }) },
  {
    name: 'items/detail',
    label: 'product detail',
    body: (m) => ({ items: need(m.itemId, 'a product', 'product list') }),
  },
  {
    name: 'review/list',
    label: 'product reviews',
    body: (m) => ({ item_id: need(m.itemId, 'a product', 'product list') }),
  },
  {
    name: 'recommend/get',
    label: 'related products',
    body: (m) => (typeof m.itemId === 'string' ? { items: [m.itemId] } : {}),
  },
  { name: 'itemRanking/get', label: 'ranking', body: () => ({}) },
  {
    name: 'suppliers/search',
    label: 'supplier search',
    body: () => ({ limit: 3 }),
    learn: (d, m) => void (m.supplierId = d?.suppliers?.[0]?.id),
  },
  {
    name: 'suppliers/detail',
    label: 'supplier page',
    body: (m) => ({ id: need(m.supplierId, 'a supplier', 'supplier search') }),
  },
  { name: 'news/list', label: 'news', body: () => ({}) },
  { name: 'contents/list', label: 'contents', body: () => ({}) },
  { name: 'utility/calendar', label: 'business calendar', body: () => ({}) },
  { name: 'member/information/get', label: 'member profile', needs: 'member', body: () => ({}) },
  { name: 'member/favorite/list', label: 'favourites', needs: 'member', body: () => ({}) },
  { name: 'member/orderHistory/list', label: 'order history', needs: 'member', body: () => ({}) },
  { name: 'member/point/balance', label: 'point balance', needs: 'member', body: () => ({}) },
  {
    name: 'member/favorite/addDelete',
    label: 'favourite on',
    needs: 'write',
    body: (m) => ({ skuId: need(m.skuId, 'a SKU', 'product list') }),
    learn: (_d, m) => void (m.favouriteOn = true),
  },
  {
    name: 'member/favorite/addDelete',
    label: 'favourite off again',
    needs: 'write',
    // Toggling again after a failed "on" would leave the test member with a new favourite.
    body: (m) => {
      if (!m.favouriteOn) throw new SkipStep('the "favourite on" step did not succeed');
      return { skuId: need(m.skuId, 'a SKU', 'product list') };
    },
  },
  {
    name: 'cart/create',
    label: 'new cart',
    needs: 'write',
    body: () => ({}),
    learn: (d, m) => void (m.cartCode = d?.cart_code),
  },
  {
    name: 'cart/add',
    label: 'add to cart',
    needs: 'write',
    body: (m) => ({
      cart_code: need(m.cartCode, 'a cart code', 'new cart'),
      items: [
        { item: { skus: { id: need(m.skuId, 'a SKU', 'product list') } }, order_quantity: 1 },
      ],
    }),
  },
  {
    name: 'cart/get',
    label: 'cart',
    needs: 'write',
    body: (m) => ({ cart_code: need(m.cartCode, 'a cart code', 'new cart') }),
  },
  {
    name: 'cart/clear',
    label: 'empty the cart',
    needs: 'write',
    body: (m) => ({ cart_code: need(m.cartCode, 'a cart code', 'new cart') }),
  },
];
