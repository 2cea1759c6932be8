import { scanForPersonalData } from '../replay/fixture-scan';
import { createScrubber } from '../replay/scrub';
import { isCardNumber, luhnValid } from '../replay/sensitive-values';

// docs/qa.md#what-is-scrubbed: card numbers, CVCs, API keys, tokens, addresses and names are
// scrubbed by their value whatever another backend calls their keys, and the scan finds any left.
const visa = '4111111111111111';
const amex = '3782 822463 10005';
const jcb = '3530-1113-3330-0000';
const planted = {
  request: {
    pan: visa,
    card: { number: amex, cvc: '1234', expiry: '12/29' },
    card_member_no: jcb,
    payment: { holder: 'Maria Rossi', no: '5555555555554444', sc: '737' },
    address: { line1: '1-2-3 Marunouchi', line2: 'Suite 400', postal: '100-0005' },
    api_key: 'prod-9f8e7d6c5b4a',
    sessionId: '3f2b9c1e-6a4d-4e8f-9b7a-1c2d3e4f5a6b',
    headers: { 'x-api': 'sk_live_51HqLyjWDarjtT1zdp7dcXhjZ' },
    buyer_introduced_staff: 'K. Sato',
    buyer_website_url: 'https://pacific-fine-foods.example.com',
    email: 'maria@rossi.example',
  },
  response: {
    note:
      'Dear Maria Rossi, your card 4111 1111 1111 1111 (CVC: 321) ships to 〒150-0001 ' +
      '東京都渋谷区神宮前1-2-3, or 350 Fifth Avenue. Ref tok: Zx8Qm2Lp9Rt4Vw7Ny3Kb6Hd1Fs5Gj0 ' +
      'and 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b; 佐藤 健様 will call.',
  },
};
const secrets = [
  '4111',
  '3782',
  '3530',
  '5555',
  '1234',
  '737',
  'Maria',
  'Rossi',
  'Marunouchi',
  'Suite 400',
  '100-0005',
  'prod-9f8e',
  '3f2b9c1e',
  'sk_live',
  'Sato',
  'pacific-fine-foods',
  '150-0001',
  '渋谷区',
  'Fifth Avenue',
  'Zx8Qm2',
  '9f86d081',
  '佐藤',
  ' 321',
];

describe('scrubbing by value', () => {
  it('knows a card number by its Luhn digit, with or without separators', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(isCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isCardNumber('4111-1111-1111-1112')).toBe(false);
    // A JAN article code (13 bare digits) stays a product's code.
    expect(isCardNumber('4901234567894')).toBe(false);
  });

  it('scrubs every planted value whatever its key, and the scan finds each one unscrubbed', () => {
    const scrubbed = JSON.stringify(createScrubber()(planted));
    for (const secret of secrets) expect(scrubbed).not.toContain(secret);
    expect(scanForPersonalData(JSON.parse(scrubbed))).toEqual([]);
    const found = scanForPersonalData(planted).map((f) => f.at);
    for (const at of [
      '$.request.pan',
      '$.request.card.number',
      '$.request.card.cvc',
      '$.request.card_member_no',
      '$.request.payment.no',
      '$.request.payment.sc',
      '$.request.address.line1',
      '$.request.address.postal',
      '$.request.api_key',
      '$.request.sessionId',
      '$.request.headers.x-api',
      '$.request.buyer_introduced_staff',
      '$.request.buyer_website_url',
      '$.response.note',
    ])
      expect(found).toContain(at);
  });

  it('keeps catalogue text, codes, dates and pictures readable', () => {
    const catalogue = {
      items: [{ name: '静岡 深蒸し煎茶', jancd: '4901234567894', price: '1200' }],
      description:
        '宮崎県の岡田製茶が低温でじっくりと仕上げた煎茶です。会員様限定、お一人様 2 点まで。',
      supplier: { name: 'Okada Tea', website: 'https://okada-tea.example.com' },
      created: '2026-11-25T21:30:00.000Z',
      path: '/api/v1/items/ITEM-0001/Details',
      picture: {
        response: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk',
        encoding: 'base64',
      },
    };
    expect(createScrubber()(catalogue)).toEqual(catalogue);
    expect(scanForPersonalData(catalogue)).toEqual([]);
  });
});
