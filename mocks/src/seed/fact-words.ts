import { multilingual, textIn } from '../http/multilingual';

/**
 * The Japanese of the product kinds' English fact texts (materials, allergens), so a product's
 * facts are multilingual fields like its name (docs/upstream.md#languages). A text missing here
 * stays English in both languages; seed.test.ts fails on one.
 */
const japanese: Record<string, string> = {
  'Aluminium, servo motors': 'アルミニウム、サーボモーター',
  'Azuki beans, sugar, agar': '小豆、砂糖、寒天',
  'Bamboo, washi': '竹、和紙',
  'Bonito flakes, kombu, shiitake': 'かつお節、昆布、しいたけ',
  'Buckwheat flour': 'そば粉',
  'Camellia japonica seed oil': 'ツバキ種子油',
  'Carbon steel': '炭素鋼',
  'Cast iron bed': '鋳鉄製ベッド',
  'Cast iron': '鋳鉄',
  'Ceramic abrasive': 'セラミック砥粒',
  'Cocoa butter, sugar, matcha, milk': 'ココアバター、砂糖、抹茶、乳',
  'Cotton 100%': '綿100%',
  Cotton: '綿',
  'Crystal glass': 'クリスタルガラス',
  'Digital master (ProRes)': 'デジタルマスター（ProRes）',
  'Digital master (XAVC)': 'デジタルマスター（XAVC）',
  Dogwood: 'ミズキ',
  'Glutinous rice, soy sauce': 'もち米、しょうゆ',
  Grapes: 'ぶどう',
  'Green tea leaves': '緑茶の茶葉',
  'Kozo washi paper': '楮の和紙',
  'Laver seaweed': '海苔',
  'Linen, natural indigo': '麻、天然藍',
  'Live plant, Shigaraki pot': '生きた植物、信楽焼の鉢',
  'Malted barley': '大麦麦芽',
  'Nanko ume plums, sugar, shochu': '南高梅、砂糖、焼酎',
  Persimmons: '柿',
  'Polished rice': '精白米',
  Porcelain: '磁器',
  'Rice bran, kaolin': '米ぬか、カオリン',
  'Rice, rice koji (Yamada Nishiki)': '米、米こうじ（山田錦）',
  'Rice, rice koji': '米、米こうじ',
  'Roasted green tea leaves and stems': '焙じた緑茶の茶葉と茎',
  'Scallops, salt': 'ホタテ、食塩',
  'Skipjack tuna': 'かつお',
  'Soybeans, rice koji, salt': '大豆、米こうじ、食塩',
  'Soybeans, wheat, salt': '大豆、小麦、食塩',
  'Stainless steel SUS304': 'ステンレス鋼（SUS304）',
  'Stainless steel': 'ステンレス鋼',
  Steel: '鋼',
  'Steel, 4-stroke engine': '鋼、4ストロークエンジン',
  'Steel, urethane rollers': '鋼、ウレタンローラー',
  'Stone-ground tencha': '石臼挽きの碾茶',
  Strawberries: 'いちご',
  Sugar: '砂糖',
  'Sweet potato, rice koji': 'さつまいも、米こうじ',
  'VG-10 Damascus steel, magnolia handle': 'VG-10ダマスカス鋼、朴の木の柄',
  'Wagyu beef (A5)': '和牛（A5）',
  'Wheat flour, salt': '小麦粉、食塩',
  'Wood, lacquer': '木、漆',
  Yellowtail: 'ぶり',
  'Yuzu juice, soy sauce, vinegar': 'ゆず果汁、しょうゆ、酢',
  'Zelkova wood, urushi lacquer': 'けやき、漆',
  // Allergens
  Buckwheat: 'そば',
  Fish: '魚',
  'Milk, soy': '乳、大豆',
  Shellfish: '貝類',
  Soy: '大豆',
  'Soy, wheat': '大豆、小麦',
  Wheat: '小麦',
  // Other features, remarks, rights and video notes
  'Gift box available': 'ギフト箱あり',
  'Recyclable packaging': 'リサイクル可能な包装',
  'Custom labels on request': 'ご要望に応じて独自ラベル対応',
  'Samples available': 'サンプルあり',
  'Prefectural quality mark': '県の品質認証マーク',
  'Worldwide, all media': '全世界・全媒体',
  'Asia, TV and VOD': 'アジア・テレビとVOD',
  'Excluding Japan, VOD': '日本を除く・VOD',
  '4K master available': '4Kマスターあり',
  'Festival selection': '映画祭選出作品',
  Japanese: '日本語',
  English: '英語',
  Chinese: '中国語',
  Korean: '韓国語',
  French: 'フランス語',
};

/** The texts without a Japanese here (a test keeps this empty). */
export const untranslated = (texts: readonly string[]): string[] =>
  texts.filter((text) => text !== '' && !(text in japanese));

/** An English fact text as a multilingual field; '' stays ''. */
export const factText = (en: string): string =>
  en === '' ? '' : multilingual(japanese[en] ?? en, en);

/** The Japanese of the suppliers' hashtag words (the prefecture is the supplier's own). */
const hashtagWords: Record<string, string> = {
  SakeBrewery: '酒蔵',
  TeaCo: '日本茶',
  Brewing: '醸造',
  Confectionery: '菓子',
  MarineProducts: '水産物',
  Farm: '農園',
  Foods: '食品',
  Livestock: '畜産',
  Kiln: '窯元',
  Textiles: '織物',
  Cosmetics: '化粧品',
  CutleryWorks: '刃物',
  Atelier: '工房',
  MachineryWorks: '機械',
  AgriMachinery: '農機',
  Precision: '精密機器',
  Pictures: '映像',
  FolkCrafts: '民芸',
  Trading: '商社',
  MadeInJapan: '日本製',
  Export: '輸出',
  Craft: '工芸',
  Organic: 'オーガニック',
};

/**
 * One of a supplier's hashtags as a multilingual field (docs/upstream.md#languages): '#Miyagi' is
 * '#宮城' in Japanese, so a Japanese supplier page never shows the English tags.
 */
export const hashtagIn = (tag: string, prefecture: { ja: string; en: string }): string => {
  const word = tag.replace(/^#/, '');
  const ja =
    word === prefecture.en
      ? prefecture.ja.replace(/(?<=.)[都府県]$/, '')
      : (hashtagWords[word] ?? word);
  return multilingual(`#${ja}`, tag);
};

/** A supplier's hashtags (each multilingual) as one field: '#宮城 #化粧品 #オーガニック' in Japanese. */
export const hashtagText = (hashtags: readonly string[]): string =>
  multilingual(
    hashtags.map((tag) => textIn(tag, 'ja')).join(' '),
    hashtags.map((tag) => textIn(tag, 'en')).join(' '),
  );
