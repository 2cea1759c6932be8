import { useTranslation } from 'react-i18next';
import { Phrase } from '@/shared/i18n/phrase';
import { isSlowAnswer } from '@/shared/lib/api-error';
import { useMessageInPageLanguage } from './message-in-page-language';

/**
 * A message as the BFF sends it, "message [E123-456]" (spec §8: the message, then the status in
 * brackets), split so the buyer reads the message first and the code stays, small, for support.
 * A Japanese message breaks between phrases, never mid-word in a narrow column such as the
 * comparison's at 390 px (docs/rules/site-and-pages.md#line-breaks). After a language switch the
 * message follows the page's language (useMessageInPageLanguage).
 */
export function MessageWithCode({ message }: { message: string }) {
  const match = /^(.*?)\s*\[(E\d{3}-\d{3}(?:,E\d{3}-\d{3})*)\]$/s.exec(message);
  const text = useMessageInPageLanguage(match?.[1] ?? message, match?.[2] ?? '');
  if (!match) return <Phrase>{message}</Phrase>;
  return (
    <>
      <Phrase>{text}</Phrase> <small className="notice__code">[{match[2]}]</small>
    </>
  );
}

/** An inline error announced to screen readers; its status code, if any, small after it. */
export function ErrorNotice({ message }: { message: string }) {
  return (
    <p className="notice notice--error" role="alert">
      <MessageWithCode message={message} />
    </p>
  );
}

/**
 * A call that failed, said so the buyer can act (UI.md "Words"): an upstream that answered too
 * slowly is said to be slow — not "a network error" — and every failure the buyer can retry
 * offers "Try again" when the page can repeat the call.
 */
export function LoadError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const slow = isSlowAnswer(error);
  const message = error instanceof Error && error.message && !slow ? error.message : fallback;
  return (
    <div className="notice notice--error load-error" role="alert">
      <p>
        {slow ? (
          <>
            {t('errors.slow')}{' '}
            <small className="notice__code">[{(error as { status: string }).status}]</small>
          </>
        ) : (
          <MessageWithCode message={message} />
        )}
      </p>
      {onRetry && (
        <p>
          <button type="button" className="button button--small" onClick={onRetry}>
            {t('errors.tryAgain')}
          </button>
        </p>
      )}
    </div>
  );
}
