/** The 8 regions of Japan and the 47 prefectures (JIS codes 1..47), bilingual. */
export type Region = { code: string; name: string; name_en: string };
export type Prefecture = {
  code: number;
  name: string;
  name_en: string;
  region: string;
};

export const regions: readonly Region[] = [
  { code: 'hokkaido', name: '北海道', name_en: 'Hokkaido' },
  { code: 'tohoku', name: '東北', name_en: 'Tohoku' },
  { code: 'kanto', name: '関東', name_en: 'Kanto' },
  { code: 'chubu', name: '中部', name_en: 'Chubu' },
  { code: 'kinki', name: '近畿', name_en: 'Kinki' },
  { code: 'chugoku', name: '中国', name_en: 'Chugoku' },
  { code: 'shikoku', name: '四国', name_en: 'Shikoku' },
  { code: 'kyushu', name: '九州・沖縄', name_en: 'Kyushu & Okinawa' },
];

const raw: [string, string, string][] = [
  ['北海道', 'Hokkaido', 'hokkaido'],
  ['青森県', 'Aomori', 'tohoku'],
  ['岩手県', 'Iwate', 'tohoku'],
  ['宮城県', 'Miyagi', 'tohoku'],
  ['秋田県', 'Akita', 'tohoku'],
  ['山形県', 'Yamagata', 'tohoku'],
  ['福島県', 'Fukushima', 'tohoku'],
  ['茨城県', 'Ibaraki', 'kanto'],
  ['栃木県', 'Tochigi', 'kanto'],
  ['群馬県', 'Gunma', 'kanto'],
  ['埼玉県', 'Saitama', 'kanto'],
  ['千葉県', 'Chiba', 'kanto'],
  ['東京都', 'Tokyo', 'kanto'],
  ['神奈川県', 'Kanagawa', 'kanto'],
  ['新潟県', 'Niigata', 'chubu'],
  ['富山県', 'Toyama', 'chubu'],
  ['石川県', 'Ishikawa', 'chubu'],
  ['福井県', 'Fukui', 'chubu'],
  ['山梨県', 'Yamanashi', 'chubu'],
  ['長野県', 'Nagano', 'chubu'],
  ['岐阜県', 'Gifu', 'chubu'],
  ['静岡県', 'Shizuoka', 'chubu'],
  ['愛知県', 'Aichi', 'chubu'],
  ['三重県', 'Mie', 'kinki'],
  ['滋賀県', 'Shiga', 'kinki'],
  ['京都府', 'Kyoto', 'kinki'],
  ['大阪府', 'Osaka', 'kinki'],
  ['兵庫県', 'Hyogo', 'kinki'],
  ['奈良県', 'Nara', 'kinki'],
  ['和歌山県', 'Wakayama', 'kinki'],
  ['鳥取県', 'Tottori', 'chugoku'],
  ['島根県', 'Shimane', 'chugoku'],
  ['岡山県', 'Okayama', 'chugoku'],
  ['広島県', 'Hiroshima', 'chugoku'],
  ['山口県', 'Yamaguchi', 'chugoku'],
  ['徳島県', 'Tokushima', 'shikoku'],
  ['香川県', 'Kagawa', 'shikoku'],
  ['愛媛県', 'Ehime', 'shikoku'],
  ['高知県', 'Kochi', 'shikoku'],
  ['福岡県', 'Fukuoka', 'kyushu'],
  ['佐賀県', 'Saga', 'kyushu'],
  ['長崎県', 'Nagasaki', 'kyushu'],
  ['熊本県', 'Kumamoto', 'kyushu'],
  ['大分県', 'Oita', 'kyushu'],
  ['宮崎県', 'Miyazaki', 'kyushu'],
  ['鹿児島県', 'Kagoshima', 'kyushu'],
  ['沖縄県', 'Okinawa', 'kyushu'],
];

export const prefectures: readonly Prefecture[] = raw.map(([name, name_en, region], i) => ({
  code: i + 1,
  name,
  name_en,
  region,
}));

export const prefectureByCode = (code: number): Prefecture | undefined => prefectures[code - 1];
