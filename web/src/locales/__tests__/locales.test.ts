import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringAreas } from '@/locales';
import { localeParts } from '@/testing/strings';

type Tree = { [key: string]: unknown };

/** Every leaf of a resource as "a.b.0.c" → text. Arrays count by index, so lengths must agree. */
const leaves = (node: unknown, prefix = ''): Map<string, unknown> => {
  const out = new Map<string, unknown>();
  if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as Tree)) {
      leaves(value, prefix ? `${prefix}.${key}` : key).forEach((v, k) => out.set(k, v));
    }
  } else {
    out.set(prefix, node);
  }
  return out;
};

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** Every leaf of every area of one language (no leaf is in two areas: checked below). */
const allLeaves = (language: 'en' | 'ja') =>
  new Map(Object.values(localeParts[language]).flatMap((area) => [...leaves(area)]));

/** The MOQ's other Japanese names: the screens and messages say 最小発注数量. */
const otherMoqName = /最小ロット|最低発注数量/;

describe('translations (every user-facing string in en and ja)', () => {
  const english = allLeaves('en');
  const japanese = allLeaves('ja');

  it('has every English key in Japanese', () => {
    expect([...english.keys()].filter((key) => !japanese.has(key))).toEqual([]);
  });

  it('has every Japanese key in English', () => {
    expect([...japanese.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('has no empty or non-text value in either language', () => {
    const bad = [...english, ...japanese].filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(bad).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = [...english.keys()].filter(
      (key) => placeholders(english.get(key)).join() !== placeholders(japanese.get(key)).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('names Kakehashi, not "the shop", as the one who checks (a B2B marketplace, not a shop)', () => {
    // docs/rules/site-and-pages.md#languages: the buyer deals with Kakehashi and its suppliers.
    const shopAsParty = [...english].filter(([, text]) => /\bthe shop\b/i.test(String(text)));
    const japaneseShop = [...japanese].filter(([, text]) => String(text).includes('ショップ'));
    expect([...shopAsParty, ...japaneseShop].map(([key]) => key)).toEqual([]);
  });

  it('takes the full-width colon in ja (「セール：いつでも割引」, not an English ": ")', () => {
    // docs/rules/site-and-pages.md#languages: a label and its value are joined by 「：」 without a
    // space in Japanese. A URL (https://) and a time (18:05) keep their half-width colon.
    const english = [...japanese]
      .filter(([, value]) => /:\s/.test(String(value).replace(/\w+:\/\/\S+/g, '')))
      .map(([key, value]) => `${key}: ${String(value)}`);
    expect(english).toEqual([]);
  });

  it('gives the MOQ one Japanese name, 最小発注数量 (never 最小ロット or 最低発注数量)', () => {
    // docs/rules/site-and-pages.md#languages: a buyer met 「最小ロット」 on the cards and
    // 「最小発注数量（MOQ）」 on the product page and read two different rules.
    const other = [...japanese].filter(([, value]) => otherMoqName.test(String(value)));
    expect(other).toEqual([]);
    expect(japanese.get('cart.quantity.moq_other')).toBe('最小発注数量 {{count}}{{unit}}');
  });

  it('ends a Japanese sentence with 。 (「{{path}} にはページがありません。」), not a heading or a label', () => {
    // docs/rules/site-and-pages.md#languages: a message, hint or note that ends as a sentence
    // (…ください, …ます, …ません, …です) takes 。; a heading (`title`, `…Title`) and a label worded
    // as a sentence (a select's placeholder, a link, a count chip) do not.
    const labels = new Set([
      'matching.notListed.product', // headings of the not-listed page
      'matching.notListed.supplier',
      'form.selectPlaceholder',
      'cart.options.choose',
      'contact.choose',
      'linked.orgs.choose',
      'checkout.delivery.chooseDate',
      'cart.notify.login',
      'matching.product.opensNewTab',
      'trade.searches.notCounted',
    ]);
    const sentence = /(ください|ます|ません|です|でした|ました)[）」]?$/;
    const open = [...japanese]
      .filter(([key]) => !/(^|\.)(title|\w+Title)$/.test(key) && !labels.has(key))
      .filter(([key]) => !/^(cart\.quantity\.|trade\.searches\.newCount)/.test(key))
      .filter(([, value]) => sentence.test(String(value)))
      .map(([key, value]) => `${key}: ${String(value)}`);
    expect(open).toEqual([]);
  });

  it('is actually Japanese in ja (no English sentence left untranslated)', () => {
    // Brand names, codes and copyright lines may stay in Latin letters; sentences may not.
    const untranslated = [...japanese]
      .filter(([key]) => english.get(key) === japanese.get(key))
      .filter(([, value]) => /\s[a-z]+\s[a-z]+/.test(String(value)) && !/©/.test(String(value)));
    expect(untranslated).toEqual([]);
  });
});

describe('translation files per area', () => {
  it.each(stringAreas)('%s has the same keys in both languages', (area) => {
    const english = [...leaves(localeParts.en[area]).keys()];
    const japanese = [...leaves(localeParts.ja[area]).keys()];
    expect(english.filter((key) => !japanese.includes(key))).toEqual([]);
    expect(japanese.filter((key) => !english.includes(key))).toEqual([]);
  });

  it.each(['en', 'ja'] as const)('claim each key once in %s', (language) => {
    // Areas may share a top-level key (`mypage`), never a leaf, nor a leaf of one and a branch of
    // another: the lookup takes the first area that has the key.
    const keys = Object.values(localeParts[language]).flatMap((area) => [...leaves(area).keys()]);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(keys.filter((key) => keys.some((other) => other.startsWith(`${key}.`)))).toEqual([]);
  });
});

describe('the list of areas (web/src/locales/index.ts)', () => {
  it('names every strings file in this folder, and each area has both languages', () => {
    const files = readdirSync(join(__dirname, '..')).filter((file) => file.endsWith('.json'));
    const listed = stringAreas.flatMap((area) => [`${area}.en.json`, `${area}.ja.json`]);
    expect([...files].sort()).toEqual([...listed].sort());
  });
});

/** The app's own source (web/src without tests and test helpers), as one text. */
const appSource = () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__' && entry.name !== 'testing') walk(file);
      } else if (/\.tsx?$/.test(entry.name)) files.push(file);
    }
  };
  walk(join(__dirname, '..', '..'));
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
};

describe('the MOQ in the messages the screens show', () => {
  it('is 最小発注数量 in the BFF’s, the contracts’ and the mock’s own texts too', () => {
    const root = join(__dirname, '..', '..', '..', '..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== '__tests__' && entry.name !== 'node_modules') walk(file);
        } else if (/\.tsx?$/.test(entry.name)) files.push(file);
      }
    };
    for (const area of ['bff', 'contracts', 'mocks']) walk(join(root, area, 'src'));
    const named = files.filter((file) => otherMoqName.test(readFileSync(file, 'utf8')));
    expect(named.map((file) => file.slice(root.length + 1))).toEqual([]);
  });
});

describe('the strings the app uses', () => {
  it('has no key that nothing asks for (a string left behind is one nobody reviews)', () => {
    const source = appSource();
    // A key is asked for by its whole name in quotes, or under a prefix the code completes
    // (`orders.status.${status}`); plural forms (`_one`, `_other`) by the name without them, and a
    // list of plain texts (`popularWords.0`) by the list's name (`t(key, { returnObjects: true })`).
    const prefixes = [...source.matchAll(/`([\w.]+)\.\$\{/g)].map((match) => `${match[1]}.`);
    // Every quoted dotted name in the source, read once (not one scan of the source per key).
    const quoted = new Set([...source.matchAll(/(['"`])([\w.]+)\1/g)].map((match) => match[2]));
    const named = (key: string) => quoted.has(key);
    const unused = [...allLeaves('en').keys()].filter(
      (key) =>
        !named(key) &&
        !named(key.replace(/_(zero|one|two|few|many|other)$/, '')) &&
        !named(key.replace(/\.\d+$/, '')) &&
        !prefixes.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });

  it('joins a label and its value through labelled(), never a bare ": " (「商品コード：P100001」)', () => {
    // docs/rules/site-and-pages.md#languages: what a screen composes from a label and a value
    // (visible text or an accessible name) takes the page language's colon.
    const composed = [...appSource().matchAll(/[^\n]*\)\}: (?:\{|<|\$\{)[^\n]*/g)].map((m) =>
      m[0].trim(),
    );
    expect(composed).toEqual([]);
  });

  it('keeps the texts out of the code: no inline { en, jp } texts (they belong in the locale files)', () => {
    // The one pair of codes allowed is the locale → page-language mapping (language-codes.ts).
    const inline = [...appSource().matchAll(/\b(?:jp|ja):\s*['"`[][^\n]*/g)]
      .map((match) => match[0])
      .filter((text) => !/^jp: 'ja' }/.test(text));
    expect(inline).toEqual([]);
  });
});
