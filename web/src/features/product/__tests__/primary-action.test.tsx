import { screen, waitFor, within } from '@testing-library/react';
import { senbeiPageApi } from '@/testing/catalog-fakes';
import { renderApp, signedInSession } from '@/testing/render-app';

// The product page's one filled (primary) button is what the buyer does next (UI.md "Product
// detail"): "Add to cart" where the chosen variation can be ordered, with "Ask", "Request a
// meeting" and "Request a quote" outlined; "Ask" where it cannot be ordered online (P100002's
// 120g, a product whose sales ended) or is sold out (docs/rules/cart-and-checkout.md#orderability).

const open = (language: 'en' | 'jp', api: ReturnType<typeof senbeiPageApi>) =>
  renderApp(null, {
    url: '/show?code=P100002',
    session: { ...signedInSession, language },
    locale: language,
    api,
  });

/** The names of the filled buttons among the page's actions and buy section, in page order. */
const primaries = (group: string) =>
  [...screen.getByRole('group', { name: group }).querySelectorAll('.button--primary')].map(
    (control) => control.textContent,
  );

describe.each([
  ['en', 'Actions', 'Net weight', 'Add to cart', 'Ask about this product'],
  ['jp', '操作', '内容量', 'カートに入れる', 'この商品について問い合わせる'],
] as const)('the primary action of a %s product page', (language, group, label, add, ask) => {
  it('is "Add to cart" for a variation that can be ordered, "Ask" once one that cannot is chosen', async () => {
    const { user } = open(language, senbeiPageApi());
    const select = await screen.findByRole('combobox', { name: label });
    expect(select).toHaveValue('10000202');
    const buy = document.getElementById('buy')!;
    await within(buy).findByRole('button', { name: add });
    expect(primaries(group)).toEqual([add]);
    // The requests stay, outlined.
    const askLink = screen.getByRole('link', { name: ask });
    expect(askLink).toHaveClass('button');
    expect(askLink).not.toHaveClass('button--primary');
    // The page's order is the screen's: the keyboard reaches the variation and "Add to cart"
    // before the requests, as the eye does on a wide screen.
    expect(select.compareDocumentPosition(askLink) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.selectOptions(select, '10000201');
    await waitFor(() => expect(within(buy).queryByRole('button', { name: add })).toBeNull());
    expect(primaries(group)).toEqual([ask]);
  });

  it('is "Ask" where sales ended', async () => {
    open(language, senbeiPageApi({ selling_status: 'end_of_sale' }));
    await screen.findByRole('heading', { level: 1 });
    const buy = document.getElementById('buy')!;
    expect(await within(buy).findByRole('link', { name: ask })).toBeVisible();
    expect(primaries(group)).toEqual([ask]);
  });

  it('is "Ask" where every variation is sold out', async () => {
    open(language, senbeiPageApi({ selling_status: 'sold_out' }));
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('link', { name: ask });
    expect(within(document.getElementById('buy')!).queryByRole('button', { name: add })).toBeNull();
    expect(primaries(group)).toEqual([ask]);
  });
});
