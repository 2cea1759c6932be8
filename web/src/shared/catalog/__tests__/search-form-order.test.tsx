import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { phoneRulesOf } from '@/testing/phone-rules';
import { SearchForm } from '../search-form';

// docs/rules/discovery.md#header-search: on a phone the keyword box takes the whole width and
// the product/supplier switch sits under it. Tab follows what the buyer sees, the keyword box
// first, then the switch, then the button; the switch came first in the page and was moved under
// the box by CSS, so Tab went to it before the box it is shown below.
const styles = path.resolve(__dirname, '../../../app/styles');

describe('the search form', () => {
  it.each(['header', 'hero'] as const)(
    'is tabbed through keyword box, switch, button (%s)',
    async (variant) => {
      const { user } = renderApp(<SearchForm variant={variant} />, { url: '/search/searchList' });
      const form = await screen.findByRole('search');
      await user.tab();
      expect(within(form).getByRole('searchbox', { name: 'Keyword' })).toHaveFocus();
      await user.tab();
      expect(within(form).getByRole('radio', { name: 'Products' })).toHaveFocus();
      await user.tab();
      expect(within(form).getByRole('button', { name: 'Search' })).toHaveFocus();
    },
  );

  // jsdom lays nothing out: the stylesheets must not move a part of the form (box, switch,
  // button) out of the page's order with CSS `order`, on phones or on wide screens.
  it.each(['discovery/frame.css', 'discovery/home.css', 'components.css'])(
    'is shown in the page’s order (%s)',
    (file) => {
      const css = fs.readFileSync(path.join(styles, file), 'utf8');
      const { phone, wide } = phoneRulesOf(path.join(styles, file));
      const reordered = (rules: string) =>
        [...rules.matchAll(/([^{}]*\.search-form__[^{}]*)\{([^}]*)\}/g)]
          .filter((rule) => /(^|\s|;)order:/.test(rule[2]!))
          .map((rule) => rule[1]!.trim());
      expect(css).toMatch(/\.search-form__/);
      expect(reordered(phone)).toEqual([]);
      expect(reordered(wide)).toEqual([]);
    },
  );
});
