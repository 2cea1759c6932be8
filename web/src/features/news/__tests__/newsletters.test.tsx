import { configure, screen, within } from '@testing-library/react';
import { answerCatalogLookups } from '@/testing/catalog-fakes';
import { createFakeApi, ok, type ApiCall } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

configure({ asyncUtilTimeout: 15_000 });

const issue = (n: number, classification: string) => ({
  id: String(n),
  code: `${classification}-${n}`,
  classification,
  title: `ニュースレター ${n}号`,
  title_en: `Newsletter no. ${n}`,
  body: '今月の新着商品です。',
  body_en: 'New products this month.',
  post_date: '2025-05-01T00:00:00.000Z',
  prefecture_code: null,
  item_ids: [],
});

const notice = {
  id: '1',
  code: 'news-001',
  title: '保守のお知らせ',
  title_en: 'Scheduled maintenance',
  post_date: '2025-12-31T00:00:00.000Z',
};

const newsBff = () => {
  const api = createFakeApi();
  answerCatalogLookups(api);
  api.on('POST /contents/list', (call: ApiCall) => {
    const body = call.body as { offset: number; limit: number; filters: { value: string }[] };
    const kind = body.filters[0]?.value ?? '';
    const rows = Array.from({ length: Math.min(body.limit, 30 - body.offset) }, (_, i) =>
      issue(body.offset + i + 1, kind),
    );
    return ok({ contents: rows, hit: 30 });
  });
  api.on('POST /news/list', ok({ news: [notice], hit: 1 }));
  api.on(
    'POST /news/detail',
    ok({ news: { ...notice, body: '本文', body_en: 'We will be down briefly.' } }),
  );
  return api;
};

const open = (url: string) => renderApp(null, { url, api: newsBff(), session: signedInSession });

describe('newsletters and catalogues', () => {
  it('pages through newsletter issues (contentsSearchLimit per page) and lists notices', async () => {
    const { user, router, api } = open('/newsletter');
    const issues = await screen.findByRole('list', { name: 'Newsletter issues' });
    expect(await within(issues).findAllByRole('article')).toHaveLength(12);
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: 'Newsletter no. 13' })).toBeInTheDocument();
    expect(api.callsTo('POST /contents/list').at(-1)?.body).toMatchObject({
      offset: 12,
      limit: 12,
    });
    expect(screen.getByRole('link', { name: 'Scheduled maintenance' })).toHaveAttribute(
      'href',
      '/newsletter/news-001',
    );
  });

  it('opens a notice from its code', async () => {
    open('/newsletter/news-001');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Scheduled maintenance' }),
    ).toBeInTheDocument();
    expect(screen.getByText('We will be down briefly.')).toBeInTheDocument();
  });

  it('lists catalogue back issues', async () => {
    open('/catalog');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Export catalogues' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Newsletter no. 1' })).toHaveAttribute(
      'href',
      '/catalog?code=catalog-1',
    );
  });

  it("opens a catalogue back issue's PDF from the issue page", async () => {
    const api = newsBff();
    api.on(
      'POST /contents/detail',
      ok({
        content: {
          ...issue(1, 'catalog'),
          file_url: '/images/catalogues/catalog-2024-spring.pdf',
        },
      }),
    );
    renderApp(null, { url: '/catalog?code=catalog-1', api, session: signedInSession });
    expect(await screen.findByRole('link', { name: 'Open this catalogue (PDF)' })).toHaveAttribute(
      'href',
      '/images/catalogues/catalog-2024-spring.pdf',
    );
  });
});
