import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { ProposedTimes } from '../components/proposed-times';

// The buyer's column names its zone in the page language, as the meeting form named it, in the
// page language's own brackets: 'Your time (Central European Time — Rome)' /
// 「現地時間（中央ヨーロッパ時間 — イタリア）」, never the IANA id 'Europe/Rome'
// (docs/rules/lists-and-requests.md#meeting-times, docs/rules/site-and-pages.md#languages).

describe.each([
  ['en', 'Your time (Central European Time — Rome)', 'Japan time', '8 Dec 2026, 19:00 CET'],
  [
    'jp',
    '現地時間（中央ヨーロッパ時間 — イタリア）',
    '日本時間',
    '2026/12/08 19:00 中央ヨーロッパ時間',
  ],
] as const)('proposed meeting times in %s', (locale, yours, japan, time) => {
  it("head the buyer's column with the zone's name in brackets of the page language", () => {
    renderApp(<ProposedTimes times={['2026-12-08T18:00:00.000Z']} timeZone="Europe/Rome" />, {
      locale,
    });
    expect(screen.getByRole('columnheader', { name: yours })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: japan })).toBeInTheDocument();
    expect(screen.queryByText(/Europe\/Rome/)).not.toBeInTheDocument();
  });

  // At 390 px the column broke 「現地時間（中央ヨーロッパ時間 —／イタリア）」: the dash and the place
  // are one unbreakable piece (nowrap), so the line breaks before the dash.
  it('keeps the dash and the place of the zone together', () => {
    renderApp(<ProposedTimes times={['2026-12-08T18:00:00.000Z']} timeZone="Europe/Rome" />, {
      locale,
    });
    const place = screen
      .getByRole('columnheader', { name: yours })
      .querySelector('.zone-label__place');
    expect(place).toHaveTextContent(locale === 'jp' ? /^— イタリア$/ : /^— Rome$/);
  });

  it('names the zone in the time cell as the column does, not by an offset (GMT+1)', () => {
    renderApp(<ProposedTimes times={['2026-12-08T18:00:00.000Z']} timeZone="Europe/Rome" />, {
      locale,
    });
    expect(screen.getByRole('cell', { name: time })).toBeInTheDocument();
    expect(
      screen.getByRole('cell', { name: /^2026\/12\/09 03:00 JST$|^9 Dec 2026, 03:00 JST$/ }),
    ).toBeInTheDocument();
  });
});
