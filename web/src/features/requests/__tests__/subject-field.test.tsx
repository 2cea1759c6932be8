import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderApp, signedInSession } from '@/testing/render-app';
import { requestBff } from './request-fakes';

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
});
