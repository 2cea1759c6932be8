import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

type Props = {
  /**
   * The button that starts the removal, e.g. "Remove" or "Unfollow", or a state that a press
   * undoes ("✓ Followed", "In favourites") where the button is a toggle.
   */
  label: ReactNode;
  /** Set where the button is a toggle that is on (aria-pressed): its press asks to turn it off. */
  pressed?: boolean;
  /** The first button's accessible name where `label` alone is ambiguous (one per row). */
  accessibleLabel?: string;
  /** The question, e.g. Remove “Sencha” from your list? */
  question: string;
  /**
   * What follows beyond the question and what the buyer can do next, for a step with
   * consequences (cancelling an order, emptying the cart); announced with the question.
   */
  detail?: string;
  confirmLabel: string;
  /** Puts the first button back without removing anything. */
  cancelLabel: string;
  onConfirm: () => void;
  /** While a removal is on its way the button cannot start another. */
  disabled?: boolean;
  /** The first button's look where the place needs another (a danger button, a text link). */
  buttonClassName?: string;
  /** Marks the first button busy while the confirmed step is on its way. */
  busy?: boolean;
};

/**
 * docs/rules/lists-and-requests.md#favourites: deleting asks for confirmation: the first press
 * only asks, in place, with the question announced and focus on the confirming button; Cancel (or
 * Escape) puts the button back. Shared by every step that removes or cancels something (lists,
 * reviews, notifications, saved entries, emptying the cart, cancelling an order): never a
 * browser dialog, which cannot say what follows in the page's language and style.
 */
export function ConfirmRemove({
  label,
  accessibleLabel,
  question,
  detail,
  confirmLabel,
  cancelLabel,
  onConfirm,
  disabled = false,
  buttonClassName = 'button button--small',
  busy,
  pressed,
}: Props) {
  const [asking, setAsking] = useState(false);
  const detailId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!asking) return;
    confirmRef.current?.focus();
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setAsking(false);
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [asking]);

  if (!asking)
    return (
      <button
        type="button"
        className={buttonClassName}
        aria-label={accessibleLabel}
        disabled={disabled}
        aria-busy={busy}
        aria-pressed={pressed}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  return (
    <div
      className="confirm-remove"
      role="alertdialog"
      aria-label={question}
      aria-describedby={detail ? detailId : undefined}
    >
      <p className="confirm-remove__question">{question}</p>
      {detail && (
        <p id={detailId} className="confirm-remove__detail">
          {detail}
        </p>
      )}
      <div className="confirm-remove__buttons">
        <button
          ref={confirmRef}
          type="button"
          className="button button--small button--danger"
          onClick={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button button--small" onClick={() => setAsking(false)}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
