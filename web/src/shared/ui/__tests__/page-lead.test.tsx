import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { phrasesOf } from '@/testing/phrases';
import { PageShell } from '../page-shell';

// docs/rules/site-and-pages.md#line-breaks: the paragraph under a page's heading is running text
// and breaks between phrases in Japanese like the heading above it (at 390 px a lead left its
// last kana and 。 alone on a line); English leads are left as they are.
const jaLead = '各ステップを入力してください。未入力の項目はご注文内容の欄に表示されます。';

describe('a page’s lead', () => {
  it('breaks between phrases in Japanese, its text unchanged', async () => {
    renderApp(<PageShell title="ご購入手続き" lead={jaLead} />, {
      url: '/checkout',
      locale: 'jp',
      session: { language: 'jp' },
    });
    const lead = (await screen.findByText((_, element) => element?.textContent === jaLead, {
      selector: 'p',
    })) as HTMLElement;
    await waitFor(() => expect(phrasesOf(lead)?.length).toBeGreaterThan(4));
    expect(phrasesOf(lead)!.join('')).toBe(jaLead);
    // No phrase is a kana alone, nor 。 on its own.
    for (const phrase of phrasesOf(lead)!) expect(phrase).not.toMatch(/^[\u3041-\u30ff]?。?$/);
  });

  it('is left as it is in English', async () => {
    const lead = 'Complete each step; the summary shows what is still needed.';
    renderApp(<PageShell title="Checkout" lead={lead} />, { url: '/checkout' });
    const paragraph = await screen.findByText(lead);
    expect(paragraph.querySelector('.phrase')).toBeNull();
  });
});
