import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { localeAreas } from '@/locales';
import { allStrings, localeParts } from '@/testing/strings';

const { en, ja } = allStrings;

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

describe('translations (every user-facing string in en and ja)', () => {
  const english = leaves(en);
  const japanese = leaves(ja);

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

  it('is actually Japanese in ja (no English sentence left untranslated)', () => {
    // Brand names, codes and copyright lines may stay in Latin letters; sentences may not.
    const untranslated = [...japanese]
      .filter(([key]) => english.get(key) === japanese.get(key))
      .filter(([, value]) => /\s[a-z]+\s[a-z]+/.test(String(value)) && !/©/.test(String(value)));
    expect(untranslated).toEqual([]);
  });
});

describe('translation files per feature area', () => {
  it.each(['en', 'ja'] as const)('claim each top-level key once in %s', (language) => {
    const keys = localeParts[language].flatMap((part) => Object.keys(part));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});

describe('the list of areas (web/src/locales/index.ts)', () => {
  it('names every strings file in this folder, and each area has both languages', () => {
    const files = readdirSync(join(__dirname, '..')).filter((file) => file.endsWith('.json'));
    const listed = localeAreas.flatMap((area) => [`${area}.en.json`, `${area}.ja.json`]);
    expect([...files].sort()).toEqual([...listed].sort());
  });
});
