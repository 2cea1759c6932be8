import type { ItemDetail } from '@kakehashi/contracts/web';
import { createI18n, type Locale } from '@/shared/i18n/i18n';
import { allStrings } from '@/testing/strings';
import { factSections } from '../product-facts';

// UI.md "Words": Japanese text uses its own punctuation: the shelf life's days sit in full-width
// brackets without a space, lists are separated by 、; an English page keeps its own.
const factsOf = (locale: Locale, custom: ItemDetail['custom']) => {
  const { t } = createI18n(locale, allStrings);
  const item = {
    id: 'i1',
    code: 'P1',
    name: '煎茶',
    skus: [],
    custom,
  } satisfies ItemDetail;
  const facts = factSections(item, {
    t,
    locale,
    certificationName: (code) => ({ kosher: 'コーシャ', eu_organic: 'EU 有機' })[code] ?? code,
    prefectureName: (code) => String(code),
  }).flatMap((section) => section.facts);
  return (key: string) => facts.find((fact) => fact.key === key)?.value;
};
const bestBefore = (locale: Locale) =>
  factsOf(locale, { bestBeforeDate: '3to6m', bestBeforeDays: 120 })('bestBeforeDate');

describe('best before with its days', () => {
  it('reads "3 to 6 months (120 days)" in English and 「3〜6か月（120日）」 in Japanese', () => {
    expect(bestBefore('en')).toBe('3 to 6 months (120 days)');
    expect(bestBefore('jp')).toBe('3〜6か月（120日）');
  });

  it('lists certifications with 、 on a Japanese page (the compare table shows them as text)', () => {
    const fact = factsOf('jp', { cettifications: ['kosher', 'eu_organic'] });
    expect(fact('cettifications')).toBe('コーシャ、EU 有機');
  });
});
