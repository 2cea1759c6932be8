import { screen, waitFor, within } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { renderApp } from '@/testing/render-app';
import { ErrorSummary } from '../error-summary';
import { IdNameSelect } from '../id-name-select';

// The summary ties each message to its field by the field's name, not by the message's words:
// two selects driven by a Controller (no ref to an element in their errors) with the same
// message once both linked to the first select, named with its label, and focused it.
type Value = { code: string; name: string } | null;
type Form = { origin: Value; destination: Value; port: Value };

const options = [
  { id: 'JP', name: 'Japan' },
  { id: 'FR', name: 'France' },
];
const choose = 'Choose one.';
const toPlace = (option?: { id: string; name: string }): Value =>
  option ? { code: option.id, name: option.name } : null;
const labels = { origin: 'Origin', destination: 'Destination', port: 'Port' } as const;

function Shipment({ partError }: { partError?: boolean }) {
  const form = useForm<Form>({ defaultValues: { origin: null, destination: null, port: null } });
  const {
    formState: { errors, isSubmitted },
  } = form;
  const submit = form.handleSubmit(
    () => undefined,
    () => {
      // A message on a part of a value: the select holding the whole value is its field.
      if (partError) form.setError('port.code' as 'port', { message: 'Choose a port.' });
    },
  );
  return (
    <form noValidate onSubmit={submit}>
      <ErrorSummary errors={errors} shown={isSubmitted} />
      {(['origin', 'destination', 'port'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          // The port may stay empty: only a message set on its part makes it invalid.
          rules={{ validate: (value) => (name === 'port' || value ? true : choose) }}
          render={({ field: { ref, value, ...field }, fieldState }) => (
            <IdNameSelect
              {...field}
              inputRef={ref}
              selectedId={value?.code ?? ''}
              toValue={toPlace}
              label={labels[name]}
              options={options}
              error={fieldState.error}
            />
          )}
        />
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

const summaryLinks = async () =>
  within(await screen.findByRole('alert', {}, { timeout: 5000 })).findAllByRole('link');

describe('the error summary', () => {
  it('links two fields with the same message each to its own field, named by its label', async () => {
    const { user } = renderApp(<Shipment />, { url: '/shipment' });
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const links = await summaryLinks();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please check the form again/);
    expect(links.map((link) => link.textContent)).toEqual([
      `Origin: ${choose}`,
      `Destination: ${choose}`,
    ]);
    const destination = screen.getByRole('combobox', { name: 'Destination' });
    expect(links[1]).toHaveAttribute('href', `#${destination.id}`);
    await user.click(links[1]!);
    await waitFor(() => expect(destination).toHaveFocus());
    await user.click(links[0]!);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Origin' })).toHaveFocus());
  });

  it('links a message on a part of a value to the field holding the value', async () => {
    const { user } = renderApp(<Shipment partError />, { url: '/shipment' });
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(async () => expect(await summaryLinks()).toHaveLength(3));
    const links = await summaryLinks();
    expect(links[2]).toHaveTextContent('Port: Choose a port.');
    await user.click(links[2]!);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Port' })).toHaveFocus());
  });

  it('asks to correct the items, not to fill in required fields, when every field is filled in', async () => {
    // A time in the past is filled in, only wrong: 'filled in all the required fields' misled.
    function Meeting() {
      const form = useForm<{ date: string }>({ defaultValues: { date: '' } });
      const {
        formState: { errors, isSubmitted },
      } = form;
      return (
        <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
          <ErrorSummary errors={errors} shown={isSubmitted} />
          <label htmlFor="date">Date</label>
          <input
            id="date"
            {...form.register('date', {
              validate: (value) => (value ? 'Propose a time in the future.' : 'Date is required.'),
            })}
          />
          <button type="submit">Send</button>
        </form>
      );
    }
    const { user } = renderApp(<Meeting />, { url: '/meeting' });
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      /^Please check the form again/,
    );
    await user.type(screen.getByRole('textbox', { name: 'Date' }), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        /^Please correct the items below\.Date: Propose a time in the future\.$/,
      ),
    );
  });
});
