import { screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';
import { product, requestBff, supplier } from './request-fakes';

// The prefilled subject names the product and was cut inside a single-line input at 390 px
// (docs/rules/lists-and-requests.md#ask-and-business-meeting-requests): it is now a box that wraps
// and grows with its text, and stays one line (Enter does not break it).
describe('the subject of a meeting request', () => {
  it.each([
    ['en', /^Subject/, 'Business meeting request: Juwari Buckwheat Soba'],
    ['jp', /^件名/, null],
  ] as const)('wraps whole in a growing box (%s)', async (locale, label, subject) => {
    const { user } = renderApp(null, {
      url: '/js_bizmtg_product?code=P100001',
      session: { ...signedInSession, ...(locale === 'jp' ? { language: 'jp' as const } : {}) },
      locale,
      api: requestBff(),
    });
    const box = await screen.findByLabelText(label, {}, { timeout: 5000 });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveClass('input--subject');
    expect(box).toBeRequired();
    const value = (box as HTMLTextAreaElement).value;
    if (subject) expect(value).toBe(subject);
    else expect(value).toMatch(/^「.+」に関する商談のお願い$/);

    await user.type(box, '{Enter}!');
    expect(box).toHaveValue(`${value}!`);
  });

  it('takes a pasted line break as a space', async () => {
    const { user } = renderApp(null, {
      url: '/js_bizmtg_product?code=P100001',
      session: signedInSession,
      api: requestBff(),
    });
    const box = await screen.findByLabelText(/^Subject/, {}, { timeout: 5000 });
    await user.clear(box);
    await user.click(box);
    await user.paste('Soba\nsamples');
    expect(box).toHaveValue('Soba samples');
  });

  it('is styled to wrap and grow with its text', () => {
    const css = readFileSync(join(__dirname, '../../../app/styles/forms.css'), 'utf8');
    const rule = css.match(/\.input--subject \{([^}]*)\}/)?.[1] ?? '';
    expect(rule).toMatch(/field-sizing: content/);
    expect(rule).toMatch(/overflow-wrap: anywhere/);
  });

  // A subject the buyer did not write is the page's: after a switch to Japanese it is the Japanese
  // one, on the form and on the review (the walker read the English one under 対象の商品).
  it('follows the page language while the buyer has not edited it', async () => {
    const api = requestBff();
    api.on('PUT /language', ({ body }) => ok(body));
    const { user } = renderApp(null, {
      url: '/js_bizmtg_product?code=P100001',
      session: signedInSession,
      api,
    });
    const box = await screen.findByLabelText(/^Subject/, {}, { timeout: 5000 });
    expect(box).toHaveValue('Business meeting request: Juwari Buckwheat Soba');
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: '日本語' }));
    const japanese = await screen.findByLabelText(/^件名/, {}, { timeout: 5000 });
    await waitFor(() => expect(japanese).toHaveValue(`「${product.name}」に関する商談のお願い`));
    expect(screen.getByLabelText(/^お問い合わせ内容/)).toHaveValue('Hello');
  });

  it('follows the page language on the review too', async () => {
    const api = requestBff();
    api.on('PUT /language', ({ body }) => ok(body));
    const { user } = renderApp(null, {
      url: '/js_ask_company?id=5001',
      session: signedInSession,
      api,
    });
    await user.type(await screen.findByLabelText(/^Message/, {}, { timeout: 5000 }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Review your request' }));
    await screen.findByText('Question about Nakamura Foods Co., Ltd.');
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(
      await screen.findByText(`「${supplier.name}」についてのお問い合わせ`, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByText('Question about Nakamura Foods Co., Ltd.')).toBeNull();
  });

  it('keeps a subject the buyer wrote', async () => {
    const api = requestBff();
    api.on('PUT /language', ({ body }) => ok(body));
    const { user } = renderApp(null, {
      url: '/js_bizmtg_product?code=P100001',
      session: signedInSession,
      api,
    });
    const box = await screen.findByLabelText(/^Subject/, {}, { timeout: 5000 });
    await user.clear(box);
    await user.type(box, 'Soba samples for Milan');
    await user.click(screen.getByRole('button', { name: '日本語' }));
    await screen.findByLabelText(/^件名/, {}, { timeout: 5000 });
    expect(screen.getByLabelText(/^件名/)).toHaveValue('Soba samples for Milan');
  });
});
