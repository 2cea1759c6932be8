import { screen } from '@testing-library/react';
import { useState } from 'react';
import type { QuantityBounds } from '@kakehashi/contracts/web';
import { renderApp } from '@/testing/render-app';
import { QuantityStepper } from '../quantity-stepper';

/** The stepper as the buy box, the cart and the comparison hold it: the quantity in state. */
function Held({ bounds, onChange }: { bounds: QuantityBounds; onChange: (n: number) => void }) {
  const [quantity, setQuantity] = useState(bounds.min);
  return (
    <QuantityStepper
      label="Quantity"
      value={quantity}
      bounds={bounds}
      onChange={(next) => {
        setQuantity(next);
        onChange(next);
      }}
    />
  );
}

const setup = (language: 'en' | 'jp' = 'en') => {
  const onChange = jest.fn();
  const view = renderApp(
    <Held bounds={{ min: 1, max: 33, orderable: true }} onChange={onChange} />,
    {
      url: '/show',
      session: { language },
    },
  );
  return { ...view, onChange };
};

/** Types `text` into the box, leaving it to the test to leave it (Tab or Enter). */
const typeInto = async (user: ReturnType<typeof setup>['user'], text: string) => {
  const box = screen.getByRole('textbox', { name: 'Quantity' });
  await user.clear(box);
  await user.type(box, text);
  return box;
};

describe('a typed quantity (docs/rules/cart-and-checkout.md#quantity-bounds: typed numbers)', () => {
  it('keeps "12.5" as typed and rounds it down to 12 on leaving, saying so', async () => {
    const { user, onChange } = setup();
    const box = await typeInto(user, '12.5');
    expect(box).toHaveValue('12.5'); // the dot is not dropped into "125"
    await user.tab();
    expect(box).toHaveValue('12');
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Changed to 12 units: quantities are whole units, so fractions are rounded down.',
    );
  });

  it('reads "1,000" as a thousand and brings it inside the maximum', async () => {
    const { user, onChange } = setup();
    const box = await typeInto(user, '1,000');
    expect(box).toHaveValue('1,000');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('33');
    expect(onChange).toHaveBeenLastCalledWith(33);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Changed to 33 units: at most 33 units can be ordered.',
    );
  });

  it('takes "12" as it is, with nothing to say', async () => {
    const { user, onChange } = setup();
    const box = await typeInto(user, '12');
    await user.tab();
    expect(box).toHaveValue('12');
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('leaves the quantity as it was for text that is not a number, and says why (Japanese)', async () => {
    const { user, onChange } = setup('jp');
    const box = await typeInto(user, '1,5');
    await user.tab();
    expect(box).toHaveValue('1');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(
      '数量は半角数字（例：24、1,000）で入力してください。1個のままです。',
    );
    await typeInto(user, '7.9');
    await user.tab();
    expect(box).toHaveValue('7');
    expect(screen.getByRole('status')).toHaveTextContent(
      '数量は1個単位のため、小数点以下を切り捨てて7個に変更しました。',
    );
  });
});

describe('an emptied quantity box (docs/rules/cart-and-checkout.md#quantity-bounds)', () => {
  // A buyer who deletes the number and leaves the box has not asked for the MOQ: it stays as it
  // was and says so, beside the box and in its description, as text that is no number does.
  it.each([
    [
      'en',
      'One more',
      'The quantity box was empty: type a number to change it. It stays at 3 units.',
    ],
    ['jp', '1つ増やす', '数量が空欄でした。変更するには数量を入力してください。3個のままです。'],
  ] as const)(
    'keeps the quantity it had and asks for a number (%s)',
    async (language, more, said) => {
      const onChange = jest.fn();
      const { user } = renderApp(
        <Held bounds={{ min: 1, max: 33, orderable: true }} onChange={onChange} />,
        { url: '/show', session: { language } },
      );
      const box = screen.getByRole('textbox', { name: 'Quantity' });
      await user.click(screen.getByRole('button', { name: more }));
      await user.click(screen.getByRole('button', { name: more }));
      onChange.mockClear();
      await user.clear(box);
      await user.tab();
      expect(box).toHaveValue('3');
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.getByRole('status')).toHaveTextContent(said);
      // The description keeps the no-break space of '3\u00a0units' that the text match folds.
      expect(box).toHaveAccessibleDescription(
        expect.stringContaining(said.replace(' units', '\u00a0units')),
      );
    },
  );
});

describe('the bounds under the box (docs/rules/cart-and-checkout.md#quantity-bounds)', () => {
  // jsdom lays nothing out: the wrap itself (one line where both fit, two in the cart's 176 px
  // column, the wrapped part's separator clipped by shop.css) is checked in Chromium. What can
  // be checked here is what the clip relies on: the separator leads the maximum, inside its
  // unbreakable part, never a loose text between the two where a line could end on '·'.
  it.each([
    ['en', 'MOQ 1 unit', '\u00a0· order up to 33 units'],
    ['jp', '最小発注数量 1個', '・最大 33個まで'],
  ] as const)('keeps the separator with the maximum it leads (%s)', (language, moq, max) => {
    const { container } = setup(language);
    const parts = [...container.querySelectorAll('.quantity__bound')].map((p) => p.textContent);
    expect(parts).toEqual([moq, max]);
    expect(
      container.querySelector('.quantity__bound + .quantity__bound .quantity__separator'),
    ).not.toBeNull();
  });
});
