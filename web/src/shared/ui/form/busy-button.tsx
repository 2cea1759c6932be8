import type { ButtonHTMLAttributes } from 'react';

type Props = {
  /** The request it started is on its way: the button is disabled and marked busy. */
  busy: boolean;
  tone?: 'primary' | 'danger';
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'className'>;

/** An inline action button (not full width, unlike SubmitButton) that waits for its request. */
export function BusyButton({ busy, tone = 'primary', type = 'button', ...button }: Props) {
  return (
    <button
      type={type}
      className={`button button--${tone}`}
      disabled={busy}
      aria-busy={busy}
      {...button}
    />
  );
}
