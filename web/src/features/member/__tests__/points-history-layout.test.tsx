import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { createFakeApi, ok } from '@/testing/fake-api';
import { phrasesOf } from '@/testing/phrases';
import { renderApp, signedInSession } from '@/testing/render-app';

// UI.md at 390 px: an order code in the points history never wraps mid-code, and the table
// scrolls inside its box rather than the page sideways. The test reads the rules the classes
// get from the stylesheet (jsdom lays nothing out).
const css = fs.readFileSync(path.resolve(__dirname, '../../../app/styles/member.css'), 'utf8');
const rule = (selector: string) => {
  const at = css.indexOf(`${selector} {`);
  expect(at).toBeGreaterThanOrEqual(0);
  return css.slice(at, css.indexOf('}', at));
};

describe('/mypage/points: the history on a phone', () => {
  it('keeps an order code whole and scrolls the table within its box', async () => {
    const api = createFakeApi({
      'POST /member/point/balance': ok({
        point_amount: 120,
        unconfirmed_point_amount: 0,
        details: [],
      }),
      'POST /member/point/history': ok({
        point_histories: [
          {
            occurred_at: '2026-11-20T10:00:00+09:00',
            order_number: 'ORD-20261120-000123',
            details: [{ point_amount: 120, reason: 'Points for your order' }],
          },
        ],
        hit: 1,
      }),
    });
    renderApp(null, { url: '/mypage/points', session: signedInSession, api });
    const code = await screen.findByText('(ORD-20261120-000123)');
    expect(code).toHaveClass('data-table__code');
    expect(code.closest('td')).toHaveTextContent('Points for your order (ORD-20261120-000123)');
    expect(code.closest('table')!.parentElement).toHaveClass('table-scroll');
    expect(rule('.data-table__code')).toMatch(/white-space: nowrap/);
    expect(rule('.table-scroll')).toMatch(/overflow-x: auto/);
  });

  // docs/rules/site-and-pages.md#line-breaks: a reason breaks between phrases in the narrow column,
  // never inside a word (「新規会／員登録／ボーナ／ス」 at 390 px).
  it('breaks a Japanese reason between phrases', async () => {
    const api = createFakeApi({
      'POST /member/point/balance': ok({
        point_amount: 500,
        unconfirmed_point_amount: 0,
        details: [],
      }),
      'POST /member/point/history': ok({
        point_histories: [
          {
            occurred_at: '2026-11-20T10:00:00+09:00',
            order_number: '',
            details: [{ point_amount: 500, reason: '新規会員登録ボーナス' }],
          },
        ],
        hit: 1,
      }),
    });
    renderApp(null, {
      url: '/mypage/points',
      session: { ...signedInSession, language: 'jp' },
      locale: 'jp',
      api,
    });
    const cell = await screen.findByRole('cell', { name: '新規会員登録ボーナス' });
    await waitFor(() => expect(phrasesOf(cell)).toEqual(['新規会員登録', 'ボーナス']));
    // Its column is at least a phrase wide: the cell breaks only at the phrase boundaries.
    expect(cell).toHaveClass('points-history__words');
    expect(css).toMatch(
      /\.points-history td\.points-history__words \.phrase \{\s*overflow-wrap: break-word;/,
    );
  });
});
