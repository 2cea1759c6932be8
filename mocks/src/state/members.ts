/**
 * A stored member: the account user of docs/rules/accounts.md#member-information-and-leaving plus
 * what only the upstream knows.
 */
export type Member = {
  id: string;
  email: string;
  email_secondary: string | null;
  receiving_email_selection: 'primary' | 'secondary' | 'both';
  name: string;
  name_read: string;
  tel_primary: string;
  zip: string;
  state: string;
  city: string;
  street: string;
  building: string;
  company: string;
  company_read: string;
  company_division: string;
  company_position: string;
  password: string;
  custom: {
    last_login_date: string | null;
    favorite_items: string[];
    favorite_companies: string[];
  } & Record<string, unknown>;
  buyer: Record<string, unknown>;
  rank_id: string;
  /** Password lock (docs/rules/accounts.md#lock-codes): consecutive failures and the lock's end. */
  failed_logins: number;
  locked_until: number | null;
  status: 'active' | 'left';
  created_at: string;
};

/** The pinned demo buyer's id (docs/interfaces.md#demo-buyer); the seed's reviews name it too. */
export const DEMO_BUYER_ID = '1001';

/** Pinned demo buyer (docs/interfaces.md#demo-buyer: buyer@example.com / Kakehashi-2026). */
export const demoBuyer = (): Member => ({
  id: DEMO_BUYER_ID,
  email: 'buyer@example.com',
  email_secondary: null,
  receiving_email_selection: 'primary',
  name: 'Alex Morgan',
  name_read: 'Alex Morgan',
  // A buyer in the US: the company's own address and phone are American (E.164 phone, ZIP code).
  tel_primary: '+14155550134',
  zip: '94105',
  state: 'CA',
  city: 'San Francisco',
  street: '100 Market Street',
  building: 'Suite 1200',
  company: 'Pacific Fine Foods Inc.',
  company_read: 'Pacific Fine Foods',
  company_division: 'Purchasing',
  company_position: 'Buyer',
  password: 'Kakehashi-2026',
  custom: { last_login_date: null, favorite_items: [], favorite_companies: [] },
  buyer: {
    // Option ids, as sign-up stores them (docs/rules/accounts.md#profile).
    buyer_country: 'US',
    buyer_website_url: 'https://pacific-fine-foods.example.com',
    interest_category_1: 'food-alcohol',
    interest_category_2: 'food-tea',
    interest_category_3: 'goods-kitchen',
    buyer_introduced_office: 'san-francisco',
    buyer_introduced_staff: 'K. Sato',
  },
  rank_id: '2',
  failed_logins: 0,
  locked_until: null,
  status: 'active',
  created_at: '2025-06-01T00:00:00.000Z',
});

/**
 * The demo buyer's saved delivery address: goods bought here are delivered in Japan, to the
 * buyer's receiving agent in Tokyo (saved addresses follow the Japanese formats).
 */
export const demoBuyerDeliveryAddress = {
  adressId: 'A1001',
  address: {
    name: 'Alex Morgan',
    company: 'Pacific Fine Foods Inc. c/o Bridge Logistics',
    zip: '1000005',
    state: '東京都',
    city: '千代田区',
    street: '丸の内1-1-1',
    building: 'Bridge Tower 12F',
    tel: '0312345678',
  },
};

/**
 * The demo buyer's saved card (docs/rules/cart-and-checkout.md#card-payment), so the demo's card
 * payment offers the choice /mypage/cards promises: only what the upstream keeps of a card (brand,
 * last 4, expiry; never the number), under the card payment profile ('1'). It expires in November
 * 2029, years after the mock's present; nothing charges or refuses a card by its expiry here.
 */
export const demoBuyerCard = {
  card_id: 'C1001',
  payment_profile_id: '1',
  payment_config: { brand: 'Visa', last4: '4444', expiry: '11/29' },
};

/** The member as the upstream shows it: never the password or lock counters. */
export const publicMember = (m: Member): Record<string, unknown> => {
  const { password: _p, failed_logins: _f, locked_until: _l, buyer, ...rest } = m;
  return { ...rest, ...buyer };
};
