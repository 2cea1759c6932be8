import type { Language } from '../../bff/language';

/**
 * An overseas JETRO office that may have introduced the buyer (JETROOffice{id,name},
 * docs/rules/accounts.md#sign-up).
 */
export type JetroOffice = { id: string; en: string; ja: string };

const office = (id: string, en: string, ja: string): JetroOffice => ({ id, en, ja });

/** JETRO's overseas offices by region, plus 'other' for an introduction from elsewhere. */
export const jetroOffices: readonly JetroOffice[] = [
  // North America
  office('new-york', 'New York', 'ニューヨーク'),
  office('los-angeles', 'Los Angeles', 'ロサンゼルス'),
  office('san-francisco', 'San Francisco', 'サンフランシスコ'),
  office('chicago', 'Chicago', 'シカゴ'),
  office('houston', 'Houston', 'ヒューストン'),
  office('atlanta', 'Atlanta', 'アトランタ'),
  office('toronto', 'Toronto', 'トロント'),
  office('vancouver', 'Vancouver', 'バンクーバー'),
  // Latin America
  office('mexico-city', 'Mexico City', 'メキシコ'),
  office('sao-paulo', 'São Paulo', 'サンパウロ'),
  office('buenos-aires', 'Buenos Aires', 'ブエノスアイレス'),
  office('santiago', 'Santiago', 'サンティアゴ'),
  office('lima', 'Lima', 'リマ'),
  office('bogota', 'Bogotá', 'ボゴタ'),
  // Europe
  office('london', 'London', 'ロンドン'),
  office('paris', 'Paris', 'パリ'),
  office('dusseldorf', 'Düsseldorf', 'デュッセルドルフ'),
  office('berlin', 'Berlin', 'ベルリン'),
  office('munich', 'Munich', 'ミュンヘン'),
  office('amsterdam', 'Amsterdam', 'アムステルダム'),
  office('brussels', 'Brussels', 'ブリュッセル'),
  office('milan', 'Milan', 'ミラノ'),
  office('madrid', 'Madrid', 'マドリード'),
  office('geneva', 'Geneva', 'ジュネーブ'),
  office('vienna', 'Vienna', 'ウィーン'),
  office('stockholm', 'Stockholm', 'ストックホルム'),
  office('prague', 'Prague', 'プラハ'),
  office('warsaw', 'Warsaw', 'ワルシャワ'),
  office('budapest', 'Budapest', 'ブダペスト'),
  office('bucharest', 'Bucharest', 'ブカレスト'),
  office('istanbul', 'Istanbul', 'イスタンブール'),
  // Middle East and Africa
  office('dubai', 'Dubai', 'ドバイ'),
  office('riyadh', 'Riyadh', 'リヤド'),
  office('tel-aviv', 'Tel Aviv', 'テルアビブ'),
  office('tehran', 'Tehran', 'テヘラン'),
  office('cairo', 'Cairo', 'カイロ'),
  office('johannesburg', 'Johannesburg', 'ヨハネスブルク'),
  office('nairobi', 'Nairobi', 'ナイロビ'),
  office('lagos', 'Lagos', 'ラゴス'),
  office('abidjan', 'Abidjan', 'アビジャン'),
  office('rabat', 'Rabat', 'ラバト'),
  // East Asia
  office('beijing', 'Beijing', '北京'),
  office('shanghai', 'Shanghai', '上海'),
  office('guangzhou', 'Guangzhou', '広州'),
  office('shenzhen', 'Shenzhen', '深圳'),
  office('dalian', 'Dalian', '大連'),
  office('qingdao', 'Qingdao', '青島'),
  office('wuhan', 'Wuhan', '武漢'),
  office('chengdu', 'Chengdu', '成都'),
  office('hong-kong', 'Hong Kong', '香港'),
  office('seoul', 'Seoul', 'ソウル'),
  office('ulaanbaatar', 'Ulaanbaatar', 'ウランバートル'),
  // South-East and South Asia, Oceania
  office('bangkok', 'Bangkok', 'バンコク'),
  office('singapore', 'Singapore', 'シンガポール'),
  office('kuala-lumpur', 'Kuala Lumpur', 'クアラルンプール'),
  office('jakarta', 'Jakarta', 'ジャカルタ'),
  office('manila', 'Manila', 'マニラ'),
  office('hanoi', 'Hanoi', 'ハノイ'),
  office('ho-chi-minh-city', 'Ho Chi Minh City', 'ホーチミン'),
  office('phnom-penh', 'Phnom Penh', 'プノンペン'),
  office('vientiane', 'Vientiane', 'ビエンチャン'),
  office('yangon', 'Yangon', 'ヤンゴン'),
  office('new-delhi', 'New Delhi', 'ニューデリー'),
  office('mumbai', 'Mumbai', 'ムンバイ'),
  office('chennai', 'Chennai', 'チェンナイ'),
  office('bengaluru', 'Bengaluru', 'ベンガルール'),
  office('ahmedabad', 'Ahmedabad', 'アーメダバード'),
  office('dhaka', 'Dhaka', 'ダッカ'),
  office('karachi', 'Karachi', 'カラチ'),
  office('colombo', 'Colombo', 'コロンボ'),
  office('tashkent', 'Tashkent', 'タシケント'),
  office('sydney', 'Sydney', 'シドニー'),
  office('other', 'Other', 'その他'),
];

const byId = new Map(jetroOffices.map((o) => [o.id, o]));

export const findJetroOffice = (id: string): JetroOffice | undefined => byId.get(id);

/** The form's option list `{id, name}` in one language. */
export const jetroOfficeOptions = (lang: Language): Array<{ id: string; name: string }> =>
  jetroOffices.map((o) => ({ id: o.id, name: lang === 'jp' ? o.ja : o.en }));
