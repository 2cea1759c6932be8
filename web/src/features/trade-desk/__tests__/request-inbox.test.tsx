import { screen, within } from '@testing-library/react';
import { createFakeApi, ok, type ApiCall } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';
import { inboxEntries, inboxSuppliers } from '@/testing/quote-fixtures';

/** A fake inbox that filters like the BFF and applies marks and notes. */
const inboxApi = () => {
  const entries = inboxEntries.map((entry) => ({ ...entry }));
  const api = createFakeApi({
    'POST /requests/inbox/list': (call: ApiCall) => {
      const body = call.body as { kind?: string; supplierId?: string };
      const hits = entries.filter(
        (e) =>
          (!body.kind || e.kind === body.kind) &&
          (!body.supplierId || e.supplier?.id === body.supplierId),
      );
      return ok({ entries: hits, hit: hits.length, suppliers: inboxSuppliers });
    },
    'POST /requests/inbox/update': (call: ApiCall) => {
      const body = call.body as { id: string; status?: 'open'; note?: string };
      const entry = entries.find((e) => e.id === body.id)!;
      if (body.status) entry.status = body.status;
      if (body.note !== undefined) entry.note = body.note;
      return ok({ entry });
    },
  });
  return api;
};

const openInbox = async (url = '/mypage/requests') => {
  const api = inboxApi();
  const rendered = renderApp(null, { url, session: signedInSession, api });
  await screen.findByRole('heading', {
    level: 2,
    name: 'Quote for Juwari Buckwheat Soba × 1,200 cartons',
  });
  return { ...rendered, api };
};

const entry = (title: string) => screen.getByRole('listitem', { name: title });

describe('the request inbox (docs/rules/trade-desk.md#request-inbox)', () => {
  it.each([
    [
      'en',
      'Quote for Juwari Buckwheat Soba (Net weight: 200g) × 1,200 cartons',
      'Variation',
      'Net weight: 200g',
    ],
    ['jp', '北海道 十割そば（内容量：200g） × 1,200カートンの見積もり', '種類', '内容量：200g'],
  ] as const)(
    "names a quote's variation in its title and its terms, as the mail did (%s)",
    async (locale, title, label, words) => {
      const quote = inboxEntries[0]!;
      const api = createFakeApi({
        'POST /requests/inbox/list': ok({
          entries: [
            {
              ...quote,
              quote: {
                ...quote.quote!,
                variation: { ja: '内容量：200g', en: 'Net weight: 200g' },
              },
            },
          ],
          hit: 1,
          suppliers: inboxSuppliers,
        }),
      });
      renderApp(null, {
        url: '/mypage/requests',
        session: { ...signedInSession, language: locale },
        api,
        locale,
      });
      const card = await screen.findByRole('listitem', { name: title });
      const row = within(card).getByText(label).closest('div')!;
      expect(within(row as HTMLElement).getByText(words)).toBeVisible();
    },
  );

  it('lists every sent request newest first with its reference, kind, supplier, times and terms', async () => {
    await openInbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Sent requests' })).toBeVisible();
    expect(screen.getByText('3 requests')).toBeVisible();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Quote for Juwari Buckwheat Soba × 1,200 cartons',
      'Business meeting request: Okada Tea',
      'Question about Nakamura Foods Co., Ltd.',
    ]);

    const quote = entry('Quote for Juwari Buckwheat Soba × 1,200 cartons');
    expect(within(quote).getByText('Quote')).toBeVisible();
    expect(within(quote).getByText('Reference 77 · sent 25 Nov 2026, 23:00 JST')).toBeVisible();
    expect(within(quote).getByRole('link', { name: 'Nakamura Foods Co., Ltd.' })).toBeVisible();
    expect(within(quote).getByRole('link', { name: 'Juwari Buckwheat Soba' })).toBeVisible();
    expect(within(quote).getByText('1,200 cartons')).toBeVisible();
    expect(within(quote).getByText('FOB — Free On Board')).toBeVisible();
    expect(within(quote).getByText('Genoa, Italy')).toBeVisible();

    // A meeting's times in the buyer's zone as sent and in Japan time.
    const meeting = entry('Business meeting request: Okada Tea');
    expect(within(meeting).getByText('Answered')).toBeVisible();
    expect(within(meeting).getByRole('cell', { name: '2 Dec 2030, 18:00 JST' })).toBeVisible();
    expect(within(meeting).getByRole('cell', { name: /^2 Dec 2030, 10:00/ })).toBeVisible();
    expect(within(meeting).getByText('Call back on Monday')).toBeVisible();

    // A request recorded but not confirmed says so instead of a reference.
    const ask = entry('Question about Nakamura Foods Co., Ltd.');
    expect(within(ask).getByText(/^Not confirmed · sent/)).toBeVisible();
    expect(within(ask).getByText('Do you ship to Italy?')).toBeInTheDocument();
  });

  it('filters by kind and supplier through the URL', async () => {
    const { user, api, router } = await openInbox();
    await user.selectOptions(screen.getByLabelText('Kind'), 'quote');
    await screen.findByText('1 request');
    expect(router.state.location.search).toBe('?kind=quote');
    expect(api.callsTo('POST /requests/inbox/list').at(-1)?.body).toEqual({
      kind: 'quote',
      offset: 0,
      limit: 20,
    });
    await user.selectOptions(screen.getByLabelText('Kind'), '');
    await user.selectOptions(screen.getByLabelText('Supplier'), 'Okada Tea');
    await screen.findByText('1 request');
    expect(router.state.location.search).toBe('?supplier=5002');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Business meeting request: Okada Tea' }),
    ).toBeVisible();
  });

  it('marks a request answered and keeps a private note', async () => {
    const { user, api } = await openInbox();
    const quote = entry('Quote for Juwari Buckwheat Soba × 1,200 cartons');
    await user.click(
      within(quote).getByRole('button', {
        name: 'Mark “Quote for Juwari Buckwheat Soba × 1,200 cartons” answered',
      }),
    );
    expect(await within(quote).findByText('Answered')).toBeVisible();
    expect(api.callsTo('POST /requests/inbox/update')[0]?.body).toEqual({
      id: 'e3',
      status: 'answered',
    });

    await user.click(within(quote).getByRole('button', { name: 'Add a note' }));
    const note = within(quote).getByLabelText('Private note');
    expect(note).toHaveFocus();
    await user.type(note, 'Price too high, ask again in March');
    await user.click(within(quote).getByRole('button', { name: 'Save note' }));
    expect(await within(quote).findByText('Price too high, ask again in March')).toBeVisible();
    expect(api.callsTo('POST /requests/inbox/update')[1]?.body).toEqual({
      id: 'e3',
      note: 'Price too high, ask again in March',
    });
  });

  it('is reached from the member area menu', async () => {
    await openInbox('/mypage/requests');
    const menu = screen.getByRole('navigation', { name: 'My page menu' });
    expect(within(menu).getByRole('link', { name: 'Saved searches' })).toHaveAttribute(
      'href',
      '/mypage/searches',
    );
    expect(within(menu).getByRole('link', { name: 'New product alerts' })).toBeVisible();
  });
});
