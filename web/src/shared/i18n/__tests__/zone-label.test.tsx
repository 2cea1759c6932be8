import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { allStrings } from '@/testing/strings';
import { createI18n, type Locale } from '../i18n';
import { ZoneLabel } from '../zone-label';

// docs/rules/lists-and-requests.md#meeting-times: at 390 px the trade desk's and the meeting
// confirmation's column broke 「現地時間（中央ヨーロッパ時間 —／イタリア）」. The dash and the place are
// one unbreakable piece, so the line breaks before the dash; the text reads as before. The test
// reads the piece's rule from the stylesheet (jsdom lays nothing out).
const css = fs.readFileSync(path.resolve(__dirname, '../../../app/styles/base.css'), 'utf8');

const renderIn = (locale: Locale, zone: string) =>
  render(
    <I18nextProvider i18n={createI18n(locale, allStrings)}>
      <p>
        <ZoneLabel zone={zone} label={(title) => `(${title})`} />
      </p>
    </I18nextProvider>,
  );

describe.each([
  ['en', '(Central European Time — Rome)', '— Rome', '(Japan Standard Time — Tokyo)'],
  ['jp', '(中央ヨーロッパ時間 — イタリア)', '— イタリア', '(日本標準時)'],
] as const)('a zone in a label (%s)', (locale, rome, place, tokyo) => {
  it('keeps the dash and the place together', () => {
    const { container } = renderIn(locale, 'Europe/Rome');
    expect(container.querySelector('p')!.textContent).toBe(rome);
    expect(container.querySelector('.zone-label__place')!.textContent).toBe(place);
    const rule = css.slice(css.indexOf('.zone-label__place {'));
    expect(rule.slice(0, rule.indexOf('}'))).toMatch(/white-space: nowrap/);
  });

  it('says a zone without a place, or one the browser does not know, as the title does', () => {
    expect(renderIn(locale, 'Asia/Tokyo').container.querySelector('p')!.textContent).toBe(tokyo);
    const unknown = renderIn(locale, 'Mars/Olympus_Mons').container;
    expect(unknown.querySelector('p')!.textContent).toBe('(Mars/Olympus Mons)');
    expect(unknown.querySelector('.zone-label__place')).toBeNull();
  });
});
