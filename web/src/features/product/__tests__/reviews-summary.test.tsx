import { screen, within } from '@testing-library/react';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { ReviewsSection } from '../components/reviews-section';

const item = { id: '100002', code: 'P100002', name: '抹茶', name_en: 'Matcha', skus: [] };
const review = (id: string, rating: number, extra: object = {}) => ({
  id,
  item_id: '100002',
  rating,
  title: `Title ${id}`,
  body: `Text ${id}`,
  isPublished: true,
  isConfirmed: true,
  created_at: '2025-05-01T00:00:00.000Z',
  ...extra,
});
const reviews = [
  review('R1', 5, { reviewer_country: 'IT', reviewer_business: 'retailer' }),
  review('R2', 4, { reviewer_country: 'SG' }),
  review('R3', 4, { reviewer_business: 'importer' }),
  review('R4', 4),
];

const renderReviews = (locale: 'en' | 'jp', list = reviews) =>
  renderApp(<ReviewsSection item={item} />, {
    url: '/show',
    locale,
    api: createFakeApi({ 'POST /review/list': () => ok({ reviews: list, hit: list.length }) }),
  });

const section = () => screen.getByRole('region', { name: /Reviews|レビュー/ });

// docs/rules/lists-and-requests.md#product-detail-page: the reviews' head and who wrote each.
describe("a product's reviews", () => {
  it('head with their average to one decimal and their count', async () => {
    renderReviews('en');
    expect(await screen.findByText('4.3 out of 5 · 4 reviews')).toBeInTheDocument();
  });

  it('read 「5点中4.3・4件」 on a Japanese page', async () => {
    renderReviews('jp');
    expect(await screen.findByText('5点中4.3・4件')).toBeInTheDocument();
  });

  it('count only the published ones', async () => {
    renderReviews('en', [review('R1', 5), review('R9', 1, { isPublished: false })]);
    expect(await screen.findByText('5.0 out of 5 · 1 review')).toBeInTheDocument();
  });

  // docs/rules/reviews-and-notifications.md#stars: to the nearest half, never rounded up to five.
  it.each([
    ['4.5', [5, 4], 4, 1],
    ['4.2', [5, 4, 4, 4, 4], 4, 0],
    ['4.3', [5, 5, 4, 4, 4, 4], 4, 1],
    ['4.3', reviews.map((r) => r.rating), 4, 1], // 4.25 shown as 4.3
    ['4.7', [5, 5, 4], 4, 1],
    ['4.8', [5, 5, 5, 5, 4], 5, 0],
    ['1.0', [1], 1, 0],
  ])(
    'draw %s (ratings %j) as it is, to the nearest half star',
    async (figure, ratings, full, half) => {
      const list = ratings.map((rating, i) => review(`R${i + 1}`, rating));
      renderReviews('en', list);
      const summary = (await screen.findByText(new RegExp(`^${figure} out of 5 · `)))
        .parentElement!;
      expect(summary.querySelectorAll('.review__star')).toHaveLength(5);
      expect(summary.querySelectorAll('.review__star--on')).toHaveLength(full);
      expect(summary.querySelectorAll('.review__star--half')).toHaveLength(half);
      // A picture only: the words give the exact figure.
      expect(within(summary).queryByRole('img')).toBeNull();
      expect(summary.querySelector('.review__stars')).toHaveAttribute('aria-hidden', 'true');
    },
  );

  it("draw each buyer's whole rating, read out as it is", async () => {
    renderReviews('en');
    await screen.findByText('Title R1');
    const [first, second] = within(section()).getAllByRole('listitem');
    expect(within(first!).getByRole('img')).toHaveAccessibleName('Rated 5 out of 5');
    expect(first!.querySelectorAll('.review__star--on')).toHaveLength(5);
    expect(within(second!).getByRole('img')).toHaveAccessibleName('Rated 4 out of 5');
    expect(second!.querySelectorAll('.review__star--on')).toHaveLength(4);
    expect(second!.querySelectorAll('.review__star--half')).toHaveLength(0);
    expect(second!.querySelectorAll('.review__star')).toHaveLength(5);
  });

  it('say who wrote each one when the shop says', async () => {
    renderReviews('en');
    await screen.findByText('Title R1');
    const items = within(section()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Retailer in Italy');
    expect(items[1]).toHaveTextContent('Buyer in Singapore');
    expect(items[2]).toHaveTextContent('Importer');
    expect(items[3]).not.toHaveTextContent(/ in |Buyer|Importer|Retailer/);
  });

  it('name the reviewer in Japanese on a Japanese page', async () => {
    renderReviews('jp');
    await screen.findByText('Title R1');
    expect(within(section()).getAllByRole('listitem')[0]).toHaveTextContent('イタリアの小売店');
  });
});
