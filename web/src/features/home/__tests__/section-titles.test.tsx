import { screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { renderApp } from '@/testing/render-app';
import { HomeSection } from '../components/home-section';
import { phrasesOf } from '@/testing/phrases';

// docs/rules/site-and-pages.md#line-breaks: the top page's band titles break between phrases in
// Japanese, never before a lone kana: 「カテゴリーからさがす」 broke 「カテゴリーからさが／す」 beside
// its link at 390 px (BudouX, like Chromium, finds no phrase boundary before 「さがす」); the title
// now reads 「カテゴリーから探す」 as the category page it leads to does.
const titles = [
  'discovery.home.categories',
  'discovery.home.recommended',
  'discovery.home.viewed',
  'discovery.home.ranking',
  'discovery.home.specials',
  'discovery.home.news',
  'discovery.video.title',
];

/** Every band title of the top page, in the page language, with a "see all" link. */
function Bands() {
  const { t } = useTranslation();
  return titles.map((key) => (
    <HomeSection key={key} id={key} title={t(key)} more={{ to: '/search', label: 'more' }}>
      <p>band</p>
    </HomeSection>
  ));
}

/** The phrases a heading may break between (its text whole when it has none). */
const phrasesIn = (heading: HTMLElement) => phrasesOf(heading) ?? [heading.textContent];

describe('top page band titles', () => {
  it('break 「カテゴリーから」「探す」 and leave no kana alone in Japanese', async () => {
    const { i18n } = renderApp(<Bands />, { url: '/', session: { language: 'jp' } });
    const category = await screen.findByRole('heading', { name: 'カテゴリーから探す' });
    await waitFor(() => expect(phrasesIn(category)).toEqual(['カテゴリーから', '探す']));
    for (const key of titles) {
      const heading = screen.getByRole('heading', { name: i18n.t(key) });
      const phrases = phrasesIn(heading);
      expect(phrases.join('')).toBe(i18n.t(key));
      for (const phrase of phrases) expect(phrase).not.toMatch(/^[\u3041-\u309f\u30a0-\u30ff]$/);
    }
  });

  it('leave English titles as they are', async () => {
    renderApp(<Bands />, { url: '/' });
    const heading = await screen.findByRole('heading', { name: 'Shop by category' });
    expect(heading.querySelector('.phrase')).toBeNull();
  });
});
