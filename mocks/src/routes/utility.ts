import { findCountry } from '@kakehashi/contracts';
import { processesOrders } from '../checkout/delivery-dates';
import { notFound, success } from '../http/upstream-result';
import type { Mount } from '../http/route';
import { businessTypes } from '../seed/categories';
import { prefectures, regions } from '../seed/prefectures';
import { deliveryAreaGroups, zipTable } from '../seed/areas';
import { pointCampaigns, sales } from '../seed/promotions';
import type { Seed } from '../seed/index';
import { countries } from '../seed/words';
import { findProduct } from '../seed/lookup';
import { inLanguage, sendMail } from '../state/mailer';
import { inquiryMailText } from './inquiry-mail';
import { nextId } from '../state/store';

type Option = { code: string; name: string; name_en: string } & Record<string, unknown>;

const jetroOffices = [
  'Tokyo',
  'Osaka',
  'San Francisco',
  'New York',
  'Paris',
  'Singapore',
  'Bangkok',
  'Shanghai',
];

/**
 * Custom master (entity_class, system_name): the option lists screens need
 * (docs/upstream.md#site-and-utilities).
 */
const masters = (seed: Seed): Record<string, Option[]> => ({
  'item.cettifications': seed.certifications
    .filter((c) => c.kind === 'international')
    .map((c) => ({ ...c })),
  'item.cettificationsJapan': seed.certifications
    .filter((c) => c.kind === 'japan')
    .map((c) => ({ ...c })),
  'common.prefectures': prefectures.map((p) => ({
    code: String(p.code),
    name: p.name,
    name_en: p.name_en,
    region: p.region,
  })),
  'common.regions': regions.map((r) => ({ ...r })),
  'supplier.businessType': businessTypes.map((t) => ({
    code: t,
    name: { food: '食品', goods: '雑貨', machines: '機械', other: 'その他' }[t],
    name_en: t,
  })),
  'buyer.countries': countries.map((code) => ({
    code,
    name: findCountry(code)?.ja ?? code,
    name_en: findCountry(code)?.en ?? code,
  })),
  'buyer.interest_category': seed.categories
    .filter((c) => c.parent_code !== null)
    .map((c) => ({ code: c.code, name: c.name, name_en: c.name_en })),
  'buyer.jetro_office': jetroOffices.map((o, i) => ({
    code: String(i + 1),
    name: `JETRO ${o}`,
    name_en: `JETRO ${o}`,
  })),
});

/**
 * Site-wide lookups (docs/upstream.md#site-and-utilities): calendar, areas, masters, zip,
 * inquiries, points, sales.
 */
export const utilityRoutes = (mount: Mount): void => {
  // Weekends and the year-end holidays do not process orders.
  mount('utility/calendar', ({ body, nowMs }) => {
    const now = new Date(nowMs);
    const year = body.year ?? now.getUTCFullYear();
    const month = body.month ?? now.getUTCMonth() + 1;
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const calendar = Array.from({ length: days }, (_, i) => ({
      year,
      month,
      day: i + 1,
      order_processing: processesOrders(year, month, i + 1),
    }));
    return success({ calendar });
  });

  mount('deliveryAreaGroups/get', () => success({ delivery_area_groups: deliveryAreaGroups }));

  mount('customMaster/get', ({ body, state }) => {
    const list = masters(state.seed)[`${body.entity_class}.${body.system_name}`];
    return list
      ? success({ entity_class: body.entity_class, system_name: body.system_name, options: list })
      : notFound('system_name');
  });

  // docs/upstream.md#site-and-utilities: prefecture_id 0 means not found (still a success).
  mount('zipSearchApi', ({ body }) => {
    const hit = zipTable[body.zip.replace('-', '')];
    return success(hit ?? { prefecture_id: 0, prefecture: '', address1: '', address2: '' });
  });

  // Inquiry (docs/rules/lists-and-requests.md#ask-and-business-meeting-requests): stored, a copy
  // mailed to the sender and one to the supplier desk (the contact form's to the site's desk).
  mount('inquiries/put', ({ body, state, member, options, nowMs, language }) => {
    const product = body.item_id ? findProduct(state.seed, body.item_id) : undefined;
    if (body.item_id && !product) return notFound('item_id');
    // A product request goes to the product's supplier when no supplier is named.
    const supplierId =
      body.supplier_id ?? (product?.custom.product_company_id as string | undefined);
    const supplier = supplierId ? state.seed.suppliers.find((s) => s.id === supplierId) : undefined;
    if (body.supplier_id && !supplier) return notFound('supplier_id');
    const id = String(nextId(state));
    state.inquiries.push({
      id,
      ...body,
      user_id: member?.id ?? null,
      created_at: new Date(nowMs).toISOString(),
    });
    // Both mails in the language the request was written in: the buyer's copy, and the desk's,
    // which reads the buyer's own words beside the mail's.
    const say = (ja: string, en: string) => inLanguage(language, ja, en);
    const text = inquiryMailText(options, body, { supplier, product }, language);
    sendMail(state, nowMs, language, {
      to: body.email,
      subject: say(
        `【かけはし】お問い合わせ受付: ${body.title}`,
        `We received your request: ${body.title}`,
      ),
      text,
    });
    // The site contact form goes to the site's desk (docs/rules/site-and-pages.md#contact);
    // requests go to the supplier desk.
    const contact = body.type.startsWith('contact_');
    const about = say(
      supplier?.name ?? body.item_id ?? 'かけはし',
      supplier?.name_en ?? body.item_id ?? 'Kakehashi',
    );
    sendMail(state, nowMs, language, {
      to: contact ? 'contact@kakehashi.example' : 'suppliers@kakehashi.example',
      subject: contact
        ? say(`お問い合わせ ${id}: ${body.title}`, `Contact ${id}: ${body.title}`)
        : say(`お問い合わせ ${id}（${about}）`, `Inquiry ${id} for ${about}`),
      text,
    });
    return success({ id });
  });

  mount('pointCampaigns/list', () =>
    success({ point_campaigns: pointCampaigns, hit: pointCampaigns.length }),
  );

  mount('sales/list', ({ nowMs }) =>
    success({
      sales: sales.map((s) => ({
        ...s,
        active: Date.parse(s.begin_at) <= nowMs && nowMs <= Date.parse(s.end_at),
      })),
    }),
  );
  mount('sales/get', ({ body, nowMs }) => {
    const sale = sales.find((s) => s.code === body.sale_code);
    return sale
      ? success({
          sale: {
            ...sale,
            active: Date.parse(sale.begin_at) <= nowMs && nowMs <= Date.parse(sale.end_at),
          },
        })
      : notFound('sale_code');
  });
};
