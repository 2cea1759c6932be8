import { useEffect, useRef, useState } from 'react';

type Props = {
  /** The button that starts the removal, e.g. "Remove" or "Unfollow". */
  label: string;
  /** The first button's accessible name where `label` alone is ambiguous (one per row). */
  accessibleLabel?: string;
  /** The question, e.g. Remove “Sencha” from your list? */
  question: string;
  confirmLabel: string;
  /** Puts the first button back without removing anything. */
  cancelLabel: string;
  onConfirm: () => void;
  /** While a removal is on its way the button cannot start another. */
  disabled?: boolean;
};

/**
 * docs/rules/lists-and-requests.md#favourites: deleting asks for confirmation: the first press
 * only asks, in place, with the question announced and focus on the confirming button; Cancel (or
 * Escape) puts the button back. Shared by the lists, reviews and notifications pages.
 */
export function ConfirmRemove({
  label,
  accessibleLabel,
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  disabled = false,
}: Props) {
  const [asking, setAsking] = useState(false);
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
        className="button button--small"
        aria-label={accessibleLabel}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  return (
    <div className="confirm-remove" role="alertdialog" aria-label={question}>
      <p className="confirm-remove__question">{question}</p>
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
