import type { ReactElement, ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { useSiteSettings } from '@/shared/site/api/site-settings';
import { siteSettingsData } from '@/testing/catalog-fakes';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';
import { ErrorNotice } from '../error-notice';
import { FormAlert } from '../form/form-alert';

// The site's tables as site/get gives them: one per language (docs/rules/errors-and-messages.md).
const tables = {
  ja: {
    'E050-009': 'このクーポンはカート内の商品には使えません。',
    'E030-001': '数量は{}から{}の間で入力してください。',
    'E001-002':
      'パスワードを{}回間違えたため、アカウントがロックされました。{}分後に再度お試しください。',
  },
  en: {
    'E050-009': 'This coupon cannot be used for the products in your cart.',
    'E030-001': 'Enter a quantity between {} and {}.',
    'E001-002': 'Your account is locked after {} failed attempts. Please try again in {} minutes.',
  },
};

/** The frame's search reads the site settings on every page; a lone alert has them cached so. */
function WithSiteSettings({ children }: { children: ReactNode }) {
  useSiteSettings();
  return <>{children}</>;
}

const renderInJapanese = (ui: ReactElement) => {
  const api = createFakeApi({
    'POST /site/get': ok({ ...siteSettingsData(), error_messages: tables }),
  });
  return renderApp(<WithSiteSettings>{ui}</WithSiteSettings>, {
    url: '/checkout',
    api,
    session: { ...signedInSession, language: 'jp' },
    locale: 'jp',
  });
};

describe('a failure message after a language switch (UI.md "One language per screen")', () => {
  it('words a coupon refusal again from its code in the language switched to', async () => {
    const { i18n } = renderInJapanese(
      <ErrorNotice message="このクーポンはカート内の商品には使えません。 [E050-009]" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('カート内の商品には使えません');
    await act(() => i18n.changeLanguage('en'));
    expect(
      await screen.findByText('This coupon cannot be used for the products in your cart.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('[E050-009]');
    expect(screen.getByRole('alert')).not.toHaveTextContent('カート');
  });

  it('words a form alert in Japanese on a Japanese page, and in English again after a switch', async () => {
    const { i18n } = renderInJapanese(
      <FormAlert>
        {'This coupon cannot be used for the products in your cart. [E050-009]'}
      </FormAlert>,
    );
    expect(
      await screen.findByText('このクーポンはカート内の商品には使えません。'),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(
      screen.getByText('This coupon cannot be used for the products in your cart.'),
    ).toBeInTheDocument();
  });

  it('fills the new wording with the values the message was given', async () => {
    const { i18n } = renderInJapanese(
      <ErrorNotice message="数量は12から91の間で入力してください。 [E030-001]" />,
    );
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('Enter a quantity between 12 and 91.')).toBeInTheDocument();
  });

  it('says a wait of hours in hours in the language switched to', async () => {
    // The upstream gave 1440 and 90 minutes; the gateway said them in hours (fillPlaceholders).
    const { i18n } = renderInJapanese(
      <>
        <ErrorNotice message="Your account is locked after 5 failed attempts. Please try again in 24 hours. [E001-002]" />
        <ErrorNotice message="パスワードを5回間違えたため、アカウントがロックされました。1時間30分後に再度お試しください。 [E001-002]" />
      </>,
    );
    expect(
      await screen.findByText(
        'パスワードを5回間違えたため、アカウントがロックされました。24時間後に再度お試しください。',
      ),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(
      await screen.findByText(
        'Your account is locked after 5 failed attempts. Please try again in 1 hour 30 minutes.',
      ),
    ).toBeInTheDocument();
  });

  it("keeps the gateway's own sentences and the unmapped message", async () => {
    const { i18n } = renderInJapanese(
      <>
        <ErrorNotice message="このクーポンはカート内の商品には使えません。 [E050-009]" />
        <ErrorNotice message="カートに48個・あと43個まで追加できます。 [E030-001]" />
        <ErrorNotice message="予期しないエラーが発生しました [E777-777]" />
      </>,
    );
    await act(() => i18n.changeLanguage('en'));
    // The tables are in: the coupon's refusal is worded again, the other two keep their text.
    expect(
      await screen.findByText('This coupon cannot be used for the products in your cart.'),
    ).toBeInTheDocument();
    expect(screen.getByText('カートに48個・あと43個まで追加できます。')).toBeInTheDocument();
    expect(screen.getByText('予期しないエラーが発生しました')).toBeInTheDocument();
  });
});
