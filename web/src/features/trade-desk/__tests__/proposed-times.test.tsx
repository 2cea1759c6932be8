import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { ProposedTimes } from '../components/proposed-times';

// The buyer's column names its zone in the page language's own brackets: 'Your time
// (America/Los Angeles)' / 「現地時間（America/Los Angeles）」, not 「現地時間 (…)」
// (docs/rules/site-and-pages.md#languages).

describe.each([
  ['en', 'Your time (America/Los Angeles)', 'Japan time'],
  ['jp', '現地時間（America/Los Angeles）', '日本時間'],
] as const)('proposed meeting times in %s', (locale, yours, japan) => {
  it("head the buyer's column with the zone in brackets of the page language", () => {
    renderApp(
      <ProposedTimes times={['2026-12-08T18:00:00.000Z']} timeZone="America/Los_Angeles" />,
      { locale },
    );
    expect(screen.getByRole('columnheader', { name: yours })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: japan })).toBeInTheDocument();
  });
});
