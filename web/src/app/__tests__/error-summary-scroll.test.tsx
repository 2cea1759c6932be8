import fs from 'node:fs';
import path from 'node:path';
import { useRef } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useStickyHeaderHeight } from '../layouts/sticky-header-height';
import { checkoutOrder } from '@/testing/checkout-fixtures';
import { renderApp } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

// Seen at 1280 px: a refused submit focused the first invalid field and left the error summary
// above it behind the sticky header (150–154 px for a member, the CSS knowing only its first
// row's 64 px). The header writes its height, the summary and the fields scroll to stop under it,
// and a refused submit brings the summary into view. jsdom lays nothing out: the test reads the
// stylesheet's rule, fakes the header's size and watches the scroll calls.
const styles = (file: string) =>
  fs.readFileSync(path.resolve(__dirname, '../styles', file), 'utf8');
const scrollIntoView = Element.prototype.scrollIntoView as jest.Mock;

describe('the sticky header’s height', () => {
  it('is what the page scrolls a summary or a field to stop under, once (no margin of their own)', () => {
    const html = /(?:^|\n)html \{([^}]*)\}/.exec(styles('base.css'));
    expect(html?.[1]).toMatch(
      /scroll-padding-top: calc\(var\(--sticky-header-height, var\(--header-height\)\) \+ 16px\);/,
    );
    // A margin there as well stacked a second header's height (~316 px down at 1280 px).
    expect(styles('forms.css')).not.toMatch(/\.error-summary[^{]*\{[^}]*scroll-margin-top/);
  });

  function Header({ position }: { position: 'sticky' | 'static' }) {
    const ref = useRef<HTMLElement>(null);
    useStickyHeaderHeight(ref);
    return <header ref={ref} style={{ position }} />;
  }

  it.each([
    ['sticky', '154px'],
    ['static', '0px'],
  ] as const)('is written on the page while the header is %s', (position, written) => {
    const size = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ height: 153.4 } as DOMRect);
    const { unmount } = render(<Header position={position} />);
    expect(document.documentElement.style.getPropertyValue('--sticky-header-height')).toBe(written);
    unmount();
    expect(document.documentElement.style.getPropertyValue('--sticky-header-height')).toBe('');
    size.mockRestore();
  });
});

const order = checkoutOrder();

describe.each([
  ['en', 'Purchaser', 'Change', 'Save purchaser', /^Phone number/],
  ['jp', '購入者', '変更', '購入者を保存', /^電話番号/],
] as const)('a refused submit (%s)', (locale, heading, change, save, phone) => {
  it('brings the error summary into view, and typing afterwards does not', async () => {
    const { user } = renderApp(null, {
      url: '/checkout',
      locale,
      ...(locale === 'jp' ? { session: { language: 'jp' as const } } : {}),
      api: createFakeApi({
        'POST /order/get': ok({ order }),
        'POST /order/selections/delivery': ok({ delivery_methods: [] }),
        'POST /order/selections/payment': ok({ payment_profiles: [] }),
        'POST /order/selections/coupon': ok({ issued_coupons: [], coupons: [] }),
      }),
    });
    const step = within(
      (await screen.findByRole('heading', { name: heading }, { timeout: 5000 })).closest(
        'section',
      )!,
    );
    await user.click(await step.findByRole('button', { name: change }, { timeout: 5000 }));
    await user.clear(step.getByLabelText(phone));
    scrollIntoView.mockClear();
    await user.click(step.getByRole('button', { name: save }));
    const summary = await step.findByRole('alert', {}, { timeout: 5000 });
    await waitFor(() => expect(scrollIntoView.mock.contexts).toContain(summary), { timeout: 5000 });
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });

    scrollIntoView.mockClear();
    await user.type(step.getByLabelText(phone), '03');
    await user.clear(step.getByLabelText(phone));
    expect(scrollIntoView.mock.contexts).not.toContain(step.getByRole('alert'));
  });
});
