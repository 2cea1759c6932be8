/**
 * The texts of the seeded notices (news list/detail, docs/upstream.md#site-and-utilities): real
 * titles, each once, and bodies that say what a buyer needs to know. A maintenance notice says
 * when (Japan time, and UTC for a buyer abroad) and what stops meanwhile.
 */

/** A notice's words: Japanese and English title and body. */
export type NoticeText = { title: string; title_en: string; body: string; body_en: string };

/** What one maintenance stops, and why it happens: [Japanese, English]. */
type Maintenance = {
  affected: [string, string];
  stops: [string, string];
  work: [string, string];
  startHour: number;
  hours: number;
  /** The whole site stops: nothing else 'works as usual'. */
  whole?: true;
};

const maintenances: Maintenance[] = [
  {
    affected: ['ご注文・お支払い', 'ordering and payment'],
    stops: ['ご注文とお支払い', 'ordering and payment'],
    work: ['決済システムの更新', 'an upgrade of our payment systems'],
    startHour: 2,
    hours: 3,
  },
  {
    affected: ['ログイン・会員ページ', 'sign-in and member pages'],
    stops: ['ログインと会員ページ', 'sign-in and the member pages'],
    work: ['認証基盤の更新', 'an upgrade of our sign-in service'],
    startHour: 1,
    hours: 2,
  },
  {
    affected: ['商品検索', 'product search'],
    stops: ['商品検索（商品ページは閲覧できます）', 'product search (product pages stay open)'],
    work: ['検索エンジンの更新', 'an upgrade of our search engine'],
    startHour: 3,
    hours: 2,
  },
  {
    affected: ['サイト全体', 'the whole site'],
    stops: ['サイトのすべての機能', 'the whole site'],
    work: ['データセンターの設備点検', 'an inspection of our data centre'],
    startHour: 0,
    hours: 5,
    whole: true,
  },
  {
    affected: ['メール配信', 'emails'],
    stops: [
      'ご注文確認などのメール配信（終了後に順次お送りします）',
      'emails (order confirmations and others are sent once the work ends)',
    ],
    work: ['メールサーバーの移行', 'a move of our mail servers'],
    startHour: 2,
    hours: 4,
  },
  {
    affected: ['見積依頼・お問い合わせ', 'quote requests and inquiries'],
    stops: ['見積依頼とお問い合わせの送信', 'quote requests and inquiries'],
    work: ['商談機能の更新', 'an upgrade of our trade desk'],
    startHour: 1,
    hours: 3,
  },
  {
    affected: ['クレジットカード決済', 'card payments'],
    stops: [
      'クレジットカードでのお支払い（銀行振込はご利用いただけます）',
      'card payment (bank transfer stays available)',
    ],
    work: ['カード会社の本人認証（3-Dセキュア）の更新', "the card issuers' 3-D Secure upgrade"],
    startHour: 3,
    hours: 2,
  },
  {
    affected: ['ポイント・クーポン', 'points and coupons'],
    stops: ['ポイントとクーポンの利用・獲得', 'points and coupons'],
    work: ['ポイントシステムの更新', 'an upgrade of our points system'],
    startHour: 2,
    hours: 2,
  },
  {
    affected: ['事業者ページ・商談予約', 'supplier pages and meeting requests'],
    stops: ['事業者ページの表示と商談の申し込み', 'supplier pages and meeting requests'],
    work: ['事業者データの移行', 'a move of supplier data'],
    startHour: 1,
    hours: 4,
  },
  {
    affected: ['商品画像の表示', 'product images'],
    stops: [
      '商品画像の表示（画像のない状態で表示されます）',
      'showing product images (pages show without them)',
    ],
    work: ['画像配信サーバーの移行', 'a move of our image servers'],
    startHour: 2,
    hours: 3,
  },
];

const jaWeekdays = ['日', '月', '火', '水', '木', '金', '土'];
const jst = (ms: number) => new Date(ms + 9 * 3_600_000);
const jaDay = (d: Date) =>
  `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日（${jaWeekdays[d.getUTCDay()]}）`;
const enWeekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const enMonths =
  'January February March April May June July August September October November December';
// Spelt out here, not by Intl: the seed is the same text whatever the ICU data.
const enDay = (d: Date) =>
  `${enWeekdays[d.getUTCDay()]} ${d.getUTCDate()} ${enMonths.split(' ')[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
const clock = (d: Date) => `${d.getUTCHours()}:00`;

/**
 * The n-th maintenance notice (n from 0), for work starting on the Japan-time day `dayMs` (00:00
 * JST as a UTC instant).
 */
export const maintenanceNotice = (n: number, dayMs: number): NoticeText => {
  const m = maintenances[n % maintenances.length]!;
  const from = dayMs + m.startHour * 3_600_000;
  const to = from + m.hours * 3_600_000;
  const [day, start, end] = [jst(from), jst(from), jst(to)];
  const [utcStart, utcEnd] = [new Date(from), new Date(to)];
  return {
    title: `【メンテナンス】${jaDay(day)} ${m.affected[0]}の一時停止`,
    title_en: `Maintenance on ${enDay(day)}: ${m.affected[1]} unavailable`,
    body:
      `${jaDay(day)} ${clock(start)}〜${clock(end)}（日本時間）に${m.work[0]}を行います。` +
      `この間、${m.stops[0]}をご利用いただけません。` +
      (m.whole ? '' : 'それ以外の機能は通常どおりご利用いただけます。') +
      `（協定世界時（UTC）では${jaDay(utcStart)}${clock(utcStart)}〜${clock(utcEnd)}です。）ご不便をおかけしますが、ご理解のほどお願いいたします。`,
    body_en:
      `On ${enDay(day)}, from ${clock(start)} to ${clock(end)} Japan time (JST), we will carry out ` +
      `${m.work[1]}. Meanwhile ${m.stops[1]} will be unavailable` +
      (m.whole ? '. ' : '; the rest of the site works as usual. ') +
      `That is ${clock(utcStart)}–${clock(utcEnd)} UTC on ${enDay(utcStart)}. We apologise for the inconvenience.`,
  };
};

const supplier = (
  [title, title_en]: [string, string],
  [body, body_en]: [string, string],
): NoticeText => ({ title, title_en, body, body_en });

/** Suppliers who joined, and what suppliers newly offer: each notice once. */
export const supplierNotices: readonly NoticeText[] = [
  supplier(
    ['新潟の酒蔵が出展しました', 'Sake breweries from Niigata have joined'],
    [
      '新潟県の酒蔵が純米酒や吟醸酒の掲載を始めました。各社とも海外への輸出実績があります。',
      'Sake breweries from Niigata now list their junmai and ginjo sake; each has exported before.',
    ],
  ),
  supplier(
    ['北海道の水産加工事業者が加わりました', 'Seafood processors from Hokkaido have joined'],
    [
      'ホタテ、鮭、昆布などの加工品を冷凍便でお届けします。',
      'Scallops, salmon, kelp and other processed seafood, shipped frozen.',
    ],
  ),
  supplier(
    ['有田焼の窯元が出展しました', 'An Arita porcelain kiln has joined'],
    [
      '佐賀県有田町の窯元が、業務用の食器を小ロットから提供します。',
      'A kiln in Arita, Saga, offers tableware for restaurants and shops in small lots.',
    ],
  ),
  supplier(
    ['静岡の茶園が加わりました', 'Tea estates from Shizuoka have joined'],
    [
      '煎茶、ほうじ茶、粉末茶を、輸出向けの包装でご用意しています。',
      'Sencha, hojicha and powdered tea, packed for export.',
    ],
  ),
  supplier(
    ['京都の和菓子店が出展しました', 'A Kyoto wagashi maker has joined'],
    [
      '日持ちのする干菓子や焼き菓子を中心に掲載しています。',
      'Mostly dry and baked sweets that keep well on a long journey.',
    ],
  ),
  supplier(
    [
      '燕三条の刃物・金物メーカーが加わりました',
      'Knife and metalware makers from Tsubame-Sanjo have joined',
    ],
    [
      '新潟県燕三条地域の包丁、カトラリー、調理器具を掲載しました。',
      'Kitchen knives, cutlery and cookware from the Tsubame-Sanjo area of Niigata.',
    ],
  ),
  supplier(
    ['鹿児島の畜産事業者が出展しました', 'Meat producers from Kagoshima have joined'],
    [
      '黒豚や黒毛和牛の加工品を冷凍便で提供します。輸出先の国により取り扱いが異なります。',
      'Kurobuta pork and Wagyu products, shipped frozen; what can be sent depends on the country.',
    ],
  ),
  supplier(
    ['今治タオルのメーカーが加わりました', 'Imabari towel makers have joined'],
    [
      '愛媛県今治市のタオルメーカーが、ホテル・ギフト向けの商品を掲載しました。',
      'Towel makers from Imabari, Ehime, list towels for hotels and gift shops.',
    ],
  ),
  supplier(
    ['愛媛・和歌山の柑橘農家が出展しました', 'Citrus growers from Ehime and Wakayama have joined'],
    [
      'みかんや柚子の果汁、ジャム、ドライフルーツを通年でご注文いただけます。',
      'Mandarin and yuzu juice, jams and dried fruit, available all year.',
    ],
  ),
  supplier(
    ['醤油・味噌の蔵元が加わりました', 'Soy sauce and miso makers have joined'],
    [
      '愛知県と長野県の蔵元が、業務用サイズの醤油と味噌を掲載しました。',
      'Makers from Aichi and Nagano list soy sauce and miso in catering sizes.',
    ],
  ),
  supplier(
    ['南部鉄器の工房が出展しました', 'A Nambu ironware workshop has joined'],
    [
      '岩手県の工房が、鉄瓶や鉄鍋をご注文に応じて製作します。',
      'A workshop in Iwate makes iron kettles and pans to order.',
    ],
  ),
  supplier(
    ['ハラール認証を持つ事業者が増えました', 'More suppliers with halal certification'],
    [
      'ハラール認証を取得した事業者の商品は、検索の認証で絞り込めます。',
      'Products of halal-certified suppliers can be found with the certification filter in search.',
    ],
  ),
  supplier(
    ['有機JAS認証の生産者が加わりました', 'Growers with organic JAS certification have joined'],
    [
      '有機JAS認証を受けた米、野菜、茶の生産者が出展しました。',
      'Growers of organic JAS–certified rice, vegetables and tea have joined.',
    ],
  ),
  supplier(
    ['広島の牡蠣生産者が出展しました', 'Oyster farmers from Hiroshima have joined'],
    [
      '殻付き・むき身の冷凍牡蠣を、シーズンを問わずお届けします。',
      'Frozen oysters, in the shell and shucked, in any season.',
    ],
  ),
  supplier(
    ['山梨のワイナリーが加わりました', 'Wineries from Yamanashi have joined'],
    [
      '甲州種のワインを中心に、輸出向けのラベルでご用意しています。',
      'Mostly Koshu wines, with labels made for export.',
    ],
  ),
  supplier(
    ['美濃焼の窯元が出展しました', 'Mino ware potteries from Gifu have joined'],
    [
      '岐阜県東濃地域の窯元が、業務用の器をまとまった数量で提供します。',
      'Potteries in eastern Gifu supply restaurant tableware in volume.',
    ],
  ),
  supplier(
    ['宇治抹茶の製茶事業者が加わりました', 'Uji matcha producers have joined'],
    [
      '製菓用から茶道用まで、等級別の抹茶を掲載しました。',
      'Matcha by grade, from baking to tea ceremony.',
    ],
  ),
  supplier(
    [
      '沖縄の黒糖・泡盛事業者が出展しました',
      'Brown sugar and awamori makers from Okinawa have joined',
    ],
    [
      '黒糖、泡盛、シークヮーサー果汁などを掲載しました。',
      'Okinawan brown sugar, awamori and shikuwasa juice.',
    ],
  ),
  supplier(
    ['オンライン商談に対応する事業者が増えました', 'More suppliers now take online meetings'],
    [
      '事業者ページの「商談を申し込む」から、希望の日時をお知らせください。',
      "Choose 'Request a meeting' on a supplier's page and tell them the times that suit you.",
    ],
  ),
  supplier(
    ['冷凍配送に対応する事業者が増えました', 'More suppliers now ship frozen goods'],
    [
      '冷凍・冷蔵の商品は、対応する配送方法が商品ページに表示されます。',
      'For frozen and chilled goods, the product page shows the delivery methods they can travel by.',
    ],
  ),
];
