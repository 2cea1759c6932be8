import { screen, waitFor, within } from '@testing-library/react';
import { checkoutParty, stepsSaved } from '@/testing/checkout-fixtures';
import { renderApp, signedOutSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

// A saved party folds its form into the done summary: the focus goes to the step's heading, not
// the page's body, so a keyboard or screen-reader user goes on from the step just saved
// (docs/rules/cart-and-checkout.md#steps-from-the-profile); the box that saves the receiver as
// the purchaser keeps it (#same-as-the-purchaser).

const order = (
  saved: Partial<ReturnType<typeof stepsSaved>>,
  reciever: unknown = checkoutParty,
) => ({
  purchaser: checkoutParty,
  reciever,
  delivery_units: [{ delivery_unit_no: 1, delivery_method: null, lines: [] }],
  total_price: 9335,
  taxes: [],
  completed: stepsSaved(saved),
});
const saved = order({ purchaser: true, reciever: true });
/** A receiver of its own: its step shows it with "Change" (the purchaser's shows a ticked box). */
const savedApart = order(
  { purchaser: true, reciever: true },
  { ...checkoutParty, name: 'Jordan Lee' },
);

const setup = (
  current: ReturnType<typeof order>,
  language: (typeof signedOutSession)['language'],
) => {
  const api = createFakeApi({
    'POST /order/get': ok({ order: current }),
    'POST /order/selections/delivery': ok({ delivery_methods: [] }),
    'POST /order/selections/payment': ok({ payment_profiles: [] }),
    'POST /order/selections/coupon': ok({ issued_coupons: [], coupons: [] }),
    'POST /order/setPurchaser': ok({ order: saved }),
    'POST /order/setReciever': ok({ order: saved }),
  });
  const session = { session: { ...signedOutSession, language } };
  return { ...renderApp(null, { url: '/checkout', api, ...session }), api };
};

const words = {
  en: {
    purchaser: 'Purchaser',
    receiver: 'Receiver',
    change: 'Change',
    savePurchaser: 'Save purchaser',
    saveReceiver: 'Save receiver',
    same: "Deliver to the purchaser's address",
    done: 'Done',
  },
  jp: {
    purchaser: '購入者',
    receiver: 'お届け先',
    change: '変更',
    savePurchaser: '購入者を保存',
    saveReceiver: 'お届け先を保存',
    same: '購入者と同じ住所に届ける',
    done: '入力済み',
  },
} as const;

describe.each(['en', 'jp'] as const)('a saved checkout party (%s)', (language) => {
  const w = words[language];
  beforeAll(() => import('../routes/checkout-page'));

  const stepOf = (name: string) =>
    within(screen.getByRole('heading', { level: 2, name }).closest('section')!);

  it.each([
    ['purchaser', w.purchaser, w.savePurchaser],
    ['receiver', w.receiver, w.saveReceiver],
  ] as const)(
    'puts the focus on the %s step’s heading once “Save” folds its form',
    async (_role, heading, save) => {
      const { user, api } = setup(savedApart, language);
      await screen.findByRole('heading', { level: 2, name: heading });
      await user.click(stepOf(heading).getByRole('button', { name: w.change }));
      await user.click(stepOf(heading).getByRole('button', { name: save }));
      await waitFor(() => expect(stepOf(heading).queryByRole('button', { name: save })).toBeNull());
      expect(screen.getByRole('heading', { level: 2, name: heading })).toHaveFocus();
      expect(stepOf(heading).getByRole('button', { name: w.change })).toBeInTheDocument();
      expect(
        api.callsTo(_role === 'purchaser' ? 'POST /order/setPurchaser' : 'POST /order/setReciever'),
      ).toHaveLength(1);
    },
  );

  it('keeps the focus on the box that saves the receiver as the purchaser', async () => {
    const { user, api } = setup(savedApart, language);
    const box = await screen.findByRole('checkbox', { name: w.same });
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(api.callsTo('POST /order/setReciever')).toHaveLength(1));
    expect(await stepOf(w.receiver).findByText(w.done)).toBeInTheDocument();
    expect(box).toHaveFocus();
  });

  it('moves no focus when it confirms the profile’s parties on the buyer’s behalf', async () => {
    const { api } = setup(order({}), language);
    await waitFor(() => expect(api.callsTo('POST /order/setReciever')).toHaveLength(1));
    expect(api.callsTo('POST /order/setPurchaser')).toHaveLength(1);
    // Both answered and the order read again after them: their callbacks have run.
    await waitFor(() => expect(api.callsTo('POST /order/get').length).toBeGreaterThan(1));
    expect(document.activeElement?.tagName).not.toBe('H2');
  });
});
