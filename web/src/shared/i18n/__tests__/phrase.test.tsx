import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { allStrings } from '@/testing/strings';
import { createI18n, type Locale } from '../i18n';
import { japanesePhrases } from '../japanese-phrases';
import { Phrase } from '../phrase';

// docs/rules/site-and-pages.md#line-breaks: Japanese breaks between phrases (BudouX), never inside
// a word and never with one kana alone on a line.
describe('Japanese phrases', () => {
  it('keeps words whole', () => {
    const phrases = japanesePhrases('有機コシヒカリを産地から直接お届けします');
    expect(phrases.join('')).toBe('有機コシヒカリを産地から直接お届けします');
    expect(phrases.some((p) => p.includes('有機コシヒカリ'))).toBe(true);
    expect(phrases.length).toBeGreaterThan(1);
    expect(japanesePhrases('商品をさがす').some((p) => p.includes('さがす'))).toBe(true);
  });

  // A notice in a narrow column (the comparison's cart at 390 px): 「現在ご注文いただけません」 is
  // longer than its line, so it breaks where ご starts the next word, and 「お問い合わせ」 is one.
  it('breaks a long phrase before お・ご starting a word, never inside お問い合わせ', () => {
    expect(japanesePhrases('この商品は現在ご注文いただけません（販売期間外です）。')).toEqual([
      'この',
      '商品は',
      '現在',
      'ご注文いただけません',
      '（販売期間外です）。',
    ]);
    expect(japanesePhrases('事業者にお問い合わせください。')).toEqual([
      '事業者に',
      'お問い合わせください。',
    ]);
  });

  // A bracket stays with its text: 「（」 never ends a line, and a particle or an ending after a
  // closing bracket never opens one (the model cuts 「ご利用いただけません／（／冷凍の」 and
  // 「（GI）／する」), unless it opens a clause of its own (および).
  it('keeps an opening bracket with what follows and a particle with the closing bracket', () => {
    expect(japanesePhrases('オープン字幕（焼き込み）')).toEqual(['オープン字幕', '（焼き込み）']);
    expect(
      japanesePhrases('宅配便はご利用いただけません（冷凍の商品をお届けできないため）。'),
    ).toEqual(['宅配便は', 'ご利用いただけません', '（冷凍の', '商品を', 'お届けできないため）。']);
    expect(japanesePhrases('地理的表示（GI）する')).toEqual(['地理的表示', '（GI）する']);
    expect(japanesePhrases('紹介者情報）および本サービス')).toEqual([
      '紹介者情報）',
      'および本サービス',
    ]);
    // The brand is one word too: 「かけは／し」 no more.
    expect(japanesePhrases('事業者がかけはしへの掲載を終えた')).toContain('かけはしへの');
  });

  it('never leaves one kana alone', () => {
    for (const text of [
      '検索結果を見る',
      'お茶',
      'を押す',
      '宮城 白露 無添加椿油を',
      'カートに入れる',
    ])
      for (const phrase of japanesePhrases(text))
        expect(phrase).not.toMatch(/^[\u3041-\u309f\u30a0-\u30ff]$/);
  });
});

describe('<Phrase>', () => {
  const renderIn = (locale: Locale, text: string) =>
    render(
      <I18nextProvider i18n={createI18n(locale, allStrings)}>
        <h1>
          <Phrase>{text}</Phrase>
        </h1>
      </I18nextProvider>,
    );

  it('marks the phrase boundaries of a Japanese text with <wbr>', async () => {
    const { container } = renderIn('jp', '有機コシヒカリを産地から直接お届けします');
    await waitFor(() =>
      expect(container.querySelectorAll('.phrase wbr').length).toBeGreaterThan(1),
    );
    // The name reads as before: a heading's accessible name is the whole text.
    expect(
      screen.getByRole('heading', { name: '有機コシヒカリを産地から直接お届けします' }),
    ).toBeVisible();
    const parts = container.querySelector('.phrase')!.innerHTML.split(/<wbr[^>]*>/);
    expect(parts).toEqual(['有機コシヒカリを', '産地から', '直接お届けします']);
  });

  // Chromium breaks after a closing bracket even in keep-all text: 「地理的表示（GI）／は産地の」
  // at 390 px. The bracket and the particle share a nowrap span, never cut by a phrase's <wbr>;
  // the text reads as before.
  it('glues a closing bracket to the particle after it', async () => {
    const { container } = renderIn('jp', '地理的表示（GI）は「かけはし」への登録が必要です');
    const glue = () =>
      [...container.querySelectorAll('.phrase .phrase__glue')].map((g) => g.textContent);
    await waitFor(() =>
      expect(container.querySelectorAll('.phrase wbr').length).toBeGreaterThan(1),
    );
    expect(glue()).toEqual(['）は', '」へ']);
    for (const wbr of container.querySelectorAll('.phrase wbr'))
      expect(wbr.closest('.phrase__glue')).toBeNull();
    expect(
      screen.getByRole('heading', { name: '地理的表示（GI）は「かけはし」への登録が必要です' }),
    ).toBeVisible();
  });

  // A phrase wider than its box still breaks inside it (overflow-wrap), and Chromium then breaks
  // anywhere, 。 first on a line too: 「ご注文いただけません／。」 in the comparison's column at
  // 390 px. In a phrase of more than ten characters, which may be wider than its box, a character
  // that never opens a line
  // (。、）ー, small kana) shares a nowrap span with the one before it, so the phrase breaks
  // before that one: 「ご注文いただけませ／ん。」.
  it('keeps a character that never opens a line with the one before it', async () => {
    const { container } = renderIn(
      'jp',
      'この商品はオンラインではご注文いただけません。事業者にお問い合わせください。',
    );
    await waitFor(() =>
      expect(container.querySelectorAll('.phrase wbr').length).toBeGreaterThan(1),
    );
    const glue = [...container.querySelectorAll('.phrase .phrase__glue')].map((g) => g.textContent);
    expect(glue).toEqual(['ん。', 'い。']);
    // A run of them is one piece with the character before (「ん」。」); a phrase of ten or
    // fewer (「（販売期間外です）。」, 「バリエーションは」) fits its box and keeps its text whole.
    const second = renderIn('jp', 'この商品は「オンラインではご注文いただけません」。');
    const third = renderIn(
      'jp',
      'このバリエーションは現在ご注文いただけません（販売期間外です）。',
    );
    const glueOf = (view: { container: HTMLElement }) =>
      [...view.container.querySelectorAll('.phrase .phrase__glue')].map((g) => g.textContent);
    await waitFor(() => expect(glueOf(second)).toEqual(['ん」。']));
    await waitFor(() => expect(glueOf(third)).toEqual([]));
    expect(
      screen.getByRole('heading', {
        name: 'この商品はオンラインではご注文いただけません。事業者にお問い合わせください。',
      }),
    ).toBeVisible();
  });

  it('leaves an English text as it is', () => {
    const { container } = renderIn('en', 'Organic Koshihikari rice');
    expect(container.querySelector('.phrase')).toBeNull();
    expect(container.querySelector('h1')).toHaveTextContent('Organic Koshihikari rice');
  });
});
