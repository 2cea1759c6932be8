import { useState } from 'react';

/**
 * A button that copies `text` to the clipboard and then says so beside itself (read out politely).
 * Without a clipboard (a page not served over HTTPS) it is not shown: the text stays selectable.
 */
export function CopyButton({
  text,
  label,
  done,
  onCopied,
}: {
  text: string;
  label: string;
  done: string;
  /** Told once the text is on the clipboard (the completion page stops warning on leaving). */
  onCopied?: () => void;
}) {
  const [copied, setCopied] = useState(false);
  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  return (
    <span className="copy-button">
      <button
        type="button"
        className="button button--small"
        onClick={() =>
          void navigator.clipboard.writeText(text).then(
            () => {
              setCopied(true);
              onCopied?.();
            },
            () => setCopied(false),
          )
        }
      >
        {label}
      </button>
      <span className="copy-button__done" aria-live="polite">
        {copied ? done : ''}
      </span>
    </span>
  );
}
