import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ReviewsSection } from '@/features/product/components/reviews-section';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';
import { requestBff } from '@/features/requests/__tests__/request-fakes';

// docs/rules/accounts.md#form-messages: a radio group left unchosen says "please choose one" in
// the page language however often the buyer submits. react-hook-form gives such a group as null
// once it has validated, which zod's own text ("Invalid input: expected string, received null")
// used to answer from the second submit on: the first submit focuses the group, and leaving it
// (pressing the button again) reads it as null.

type User = ReturnType<typeof renderApp>['user'];
type Row = {
  form: string;
  url: string;
  ui?: ReactElement;
  api: () => ReturnType<typeof createFakeApi>;
  /** Fills what else is required before the choice, so the first submit focuses the choice. */
  fill?: (user: User, language: 'en' | 'jp') => Promise<void>;
  /** The button that opens the form, where one does. */
  open?: Record<'en' | 'jp', string>;
  submit: Record<'en' | 'jp', string>;
  message: Record<'en' | 'jp', string>;
};

const reviewLists = () =>
  createFakeApi({
    'POST /review/list': ok({ reviews: [], hit: 0 }),
    'POST /member/review/list': ok({ reviews: [], hit: 0 }),
  });
const item = {
  id: '100002',
  code: 'P100002',
  name: '抹茶',
  name_en: 'Matcha',
  skus: [{ id: '10000201' }],
};
const review = { en: 'Review your request', jp: '入力内容を確認する' };

const rows: Row[] = [
  {
    form: 'meeting format',
    url: '/js_bizmtg_company?id=5001',
    api: requestBff,
    // The company page's message starts empty: filled, the format is the first field to fix and
    // holds the focus (and blurs as Review is pressed again), as when the walker saw zod's text.
    fill: async (user, language) =>
      user.type(
        await screen.findByLabelText(language === 'en' ? /^Message/ : /^お問い合わせ内容/),
        'Hello',
      ),
    submit: review,
    message: { en: 'Format: please choose one.', jp: '形式を選択してください。' },
  },
  {
    form: 'quote trade term',
    url: '/js_quote_product?code=P100001',
    api: requestBff,
    submit: review,
    message: {
      en: 'Trade term (Incoterms 2020): please choose one.',
      jp: '取引条件（インコタームズ2020）を選択してください。',
    },
  },
  {
    form: 'review rating',
    url: '/show',
    ui: <ReviewsSection item={item} />,
    api: reviewLists,
    open: { en: 'Write a review', jp: 'レビューを書く' },
    submit: { en: 'Post review', jp: '投稿する' },
    message: { en: 'Rating: please choose one.', jp: '評価を選択してください。' },
  },
];

describe.each(rows)('the $form left unchosen', ({ url, ui, api, fill, open, submit, message }) => {
  it.each(['en', 'jp'] as const)(
    'says "please choose one" on every submit, never zod’s text (%s)',
    async (language) => {
      const { user } = renderApp(ui ?? null, {
        url,
        session: { ...signedInSession, language },
        api: api(),
        locale: language,
      });
      if (open) await user.click(await screen.findByRole('button', { name: open[language] }));
      await fill?.(user, language);
      const button = await screen.findByRole('button', { name: submit[language] });
      for (let press = 0; press < 3; press += 1) {
        await user.click(button);
        expect((await screen.findAllByText(message[language]))[0]).toBeVisible();
        expect(document.body.textContent).not.toMatch(/Invalid input|expected string/);
      }
    },
  );
});
