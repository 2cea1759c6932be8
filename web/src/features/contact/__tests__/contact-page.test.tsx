import { screen, within } from '@testing-library/react';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { renderApp, signedInSession, signedOutSession } from '@/testing/render-app';

const profile = {
  user: {
    id: 'u1',
    email: 'buyer@example.com',
    name: 'Maria Rossi',
    company: 'Rossi Import S.r.l.',
  },
};

const api = () =>
  createFakeApi({
    'POST /account/member/get': ok(profile),
    'POST /inquiries/put': ok({ id: '42' }),
  });

// docs/rules/site-and-pages.md#contact
describe('/contact: the site contact form', () => {
  it('fills in from the profile, confirms, then mails through inquiries/put', async () => {
    const fake = api();
    const { user } = renderApp(null, { url: '/contact', session: signedInSession, api: fake });
    expect(await screen.findByLabelText(/^Your name/)).toHaveValue('Maria Rossi');
    expect(screen.getByLabelText(/^Company/)).toHaveValue('Rossi Import S.r.l.');
    expect(screen.getByLabelText(/^Email \(confirmation\)/)).toHaveValue('buyer@example.com');
    await user.selectOptions(screen.getByLabelText(/^Topic/), 'An order or a payment');
    await user.type(screen.getByLabelText(/^Subject/), 'Invoice for KK00000012');
    await user.type(screen.getByLabelText(/^Message/), 'Could you send the invoice as a PDF?');
    await user.click(screen.getByRole('button', { name: 'Review your message' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your message' }),
    ).toBeVisible();
    expect(screen.getByText('An order or a payment')).toBeVisible();
    expect(fake.callsTo('POST /inquiries/put')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your message' }),
    ).toBeVisible();
    expect(within(screen.getByRole('status')).getByText('42')).toBeVisible();
    expect(fake.callsTo('POST /inquiries/put')[0]?.body).toEqual({
      type: 'contact_orders',
      name: 'Maria Rossi',
      company: 'Rossi Import S.r.l.',
      email: 'buyer@example.com',
      title: 'Invoice for KK00000012',
      text: 'Could you send the invoice as a PDF?',
    });
  });

  // docs/rules/lists-and-requests.md#drafts: a reload of the sent page used to show the empty form.
  it('shows the sent message with its reference again after a reload', async () => {
    const fake = api();
    const first = renderApp(null, { url: '/contact', session: signedInSession, api: fake });
    await first.user.selectOptions(await screen.findByLabelText(/^Topic/), 'An order or a payment');
    await first.user.type(screen.getByLabelText(/^Subject/), 'Invoice');
    await first.user.type(screen.getByLabelText(/^Message/), 'A PDF, please.');
    await first.user.click(screen.getByRole('button', { name: 'Review your message' }));
    await first.user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your message' }),
    ).toBeVisible();
    const at = first.router.state.location;
    first.unmount();

    renderApp(null, { url: `${at.pathname}${at.search}`, session: signedInSession, api: fake });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your message' }),
    ).toBeVisible();
    expect(await screen.findByText('42')).toBeVisible();
    expect(fake.callsTo('POST /inquiries/put')).toHaveLength(1);
  });

  // docs/rules/accounts.md#names: the name as the header says it; a name in Latin letters stays
  // given name first on a Japanese page ('Rossi Maria' turned the buyer's own name round).
  it.each([
    ['en', /^Your name/, 'Maria Rossi'],
    ['jp', /^お名前/, 'Maria Rossi'],
  ] as const)(
    'fills in the name in the page language’s order (%s)',
    async (language, label, name) => {
      renderApp(null, { url: '/contact', session: { ...signedInSession, language }, api: api() });
      expect(await screen.findByLabelText(label)).toHaveValue(name);
    },
  );

  it('will not go on without a type, a subject, a message and the same email twice', async () => {
    const fake = api();
    const { user } = renderApp(null, { url: '/contact', session: signedInSession, api: fake });
    const confirmation = await screen.findByLabelText(/^Email \(confirmation\)/);
    await user.clear(confirmation);
    await user.type(confirmation, 'other@example.com');
    await user.click(screen.getByRole('button', { name: 'Review your message' }));
    expect(await screen.findByText('Topic: please choose one.')).toBeVisible();
    expect(screen.getByText('Subject is required.')).toBeVisible();
    expect(screen.getByText('Message is required.')).toBeVisible();
    expect(screen.getByText('Email does not match.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    expect(fake.callsTo('POST /inquiries/put')).toEqual([]);
  });

  it('keeps the confirmation with the message when sending fails', async () => {
    const fake = api();
    fake.on('POST /inquiries/put', fail('E999-999', 'We could not reach the server.', 502));
    const { user } = renderApp(null, { url: '/contact', session: signedInSession, api: fake });
    await user.selectOptions(await screen.findByLabelText(/^Topic/), 'Feedback or a suggestion');
    await user.type(screen.getByLabelText(/^Subject/), 'Idea');
    await user.type(screen.getByLabelText(/^Message/), 'More tea, please.');
    await user.click(screen.getByRole('button', { name: 'Review your message' }));
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(screen.getByRole('alert')).toHaveTextContent('If a copy arrives at buyer@example.com');
  });

  it('is reached from the footer, and needs sign-in', async () => {
    renderApp(null, { url: '/contact', session: signedOutSession, api: api() });
    expect(await screen.findByRole('heading', { level: 1, name: /log ?in/i })).toBeVisible();
  });
});
