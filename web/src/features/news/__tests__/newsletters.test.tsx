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
    if ((call.body as { keyword?: string }).keyword === 'nothing')
      return ok({ contents: [], hit: 0 });
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

  it('applies the URL filter to the issues and the notices, shows it and lets the buyer remove it', async () => {
    const { user, router, api } = open('/newsletter?filter=tag:notice;classification:catalog');
    const chip = await screen.findByRole('button', { name: 'Remove the filter Tag: notice' });
    expect(api.callsTo('POST /contents/list').at(-1)?.body).toMatchObject({
      // The page's own classification stays; a URL cannot turn the newsletters into catalogues.
      filters: [
        { field: 'classification', value: 'newsletter' },
        { field: 'tag', value: 'notice' },
      ],
    });
    expect(api.callsTo('POST /news/list').at(-1)?.body).toMatchObject({
      filters: [{ field: 'tag', value: 'notice' }],
    });
    await user.click(chip);
    expect(router.state.location.search).toBe('');
    expect(api.callsTo('POST /contents/list').at(-1)?.body).toMatchObject({
      filters: [{ field: 'classification', value: 'newsletter' }],
    });
  });

  it('searches the issues by keyword, kept in the URL and in the pager', async () => {
    const { user, router, api } = open('/newsletter?filter=tag:newsletter');
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search newsletters and notices' }),
      'no. 2',
    );
    const form = screen.getByRole('search', { name: 'Search newsletters and notices' });
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?keyword=no.+2&filter=tag%3Anewsletter');
    expect(api.callsTo('POST /contents/list').at(-1)?.body).toMatchObject({ keyword: 'no. 2' });
    expect(api.callsTo('POST /news/list').at(-1)?.body).toMatchObject({ keyword: 'no. 2' });
    expect(await screen.findByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/newsletter?keyword=no.+2&page=2&filter=tag%3Anewsletter',
    );
  });

  it('says when no catalogue matches, with the way back to all', async () => {
    open('/catalog?keyword=nothing');
    expect(await screen.findByRole('searchbox', { name: 'Search catalogues' })).toHaveValue(
      'nothing',
    );
    expect(await screen.findByText('No issues match this search.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all issues' })).toHaveAttribute(
      'href',
      '/catalog',
    );
  });

  it('does not open a special as a newsletter issue', async () => {
    const api = newsBff();
    api.on('POST /contents/detail', ok({ content: issue(1, 'special') }));
    renderApp(null, { url: '/newsletter/special-1', api, session: signedInSession });
    expect(await screen.findByText('This issue could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/newsletter',
    );
  });
});
