/**
 * Delivery areas and the postcode table (deliveryAreaGroups, zipSearchApi,
 * docs/upstream.md#site-and-utilities).
 */
export const deliveryAreaGroups = [
  { id: '1', name: 'Hokkaido', prefecture_codes: [1] },
  { id: '2', name: 'Honshu', prefecture_codes: Array.from({ length: 35 }, (_, i) => i + 2) },
  { id: '3', name: 'Shikoku', prefecture_codes: [36, 37, 38, 39] },
  { id: '4', name: 'Kyushu', prefecture_codes: [40, 41, 42, 43, 44, 45, 46] },
  { id: '5', name: 'Okinawa', prefecture_codes: [47] },
];

/** A small table of real postcodes (zipSearchApi, docs/upstream.md#site-and-utilities). */
export const zipTable: Record<
  string,
  { prefecture_id: number; prefecture: string; address1: string; address2: string }
> = {
  '1000001': { prefecture_id: 13, prefecture: '東京都', address1: '千代田区', address2: '千代田' },
  '1000005': { prefecture_id: 13, prefecture: '東京都', address1: '千代田区', address2: '丸の内' },
  '1500001': { prefecture_id: 13, prefecture: '東京都', address1: '渋谷区', address2: '神宮前' },
  '1070052': { prefecture_id: 13, prefecture: '東京都', address1: '港区', address2: '赤坂' },
  '5300001': { prefecture_id: 27, prefecture: '大阪府', address1: '大阪市北区', address2: '梅田' },
  '6008216': {
    prefecture_id: 26,
    prefecture: '京都府',
    address1: '京都市下京区',
    address2: '東塩小路町',
  },
  '0600001': {
    prefecture_id: 1,
    prefecture: '北海道',
    address1: '札幌市中央区',
    address2: '北一条西',
  },
  '9800811': {
    prefecture_id: 4,
    prefecture: '宮城県',
    address1: '仙台市青葉区',
    address2: '一番町',
  },
  '4600008': { prefecture_id: 23, prefecture: '愛知県', address1: '名古屋市中区', address2: '栄' },
  '8100001': {
    prefecture_id: 40,
    prefecture: '福岡県',
    address1: '福岡市中央区',
    address2: '天神',
  },
  '9000015': { prefecture_id: 47, prefecture: '沖縄県', address1: '那覇市', address2: '久茂地' },
  '9518061': {
    prefecture_id: 15,
    prefecture: '新潟県',
    address1: '新潟市中央区',
    address2: '西堀通',
  },
};
