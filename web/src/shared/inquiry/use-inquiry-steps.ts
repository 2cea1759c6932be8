import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { StatusCode } from '@kakehashi/contracts/web';
import { errorMessageOf, hasStatus } from '@/shared/lib/api-error';
import { clearTabDraft, readTabDraft, writeTabDraft } from '@/shared/lib/tab-draft';

/** Input → confirmation → sent, the steps of the contact form and of the request screens. */
export type InquiryStep = { name: 'input' } | { name: 'confirm' } | { name: 'sent'; id: string };

/** What is kept of a form in the tab: the values, and whether they passed review as they are. */
type Draft<Values> = { values: Values; reviewed: boolean };

/** What was sent from this form to this target: its reference and the values it went with. */
type Sent<Values> = { id: string; values: Values };

const draftKey = (kind: 'draft' | 'sent', path: string, params: URLSearchParams) => {
  const target = new URLSearchParams(params);
  target.delete('step');
  return `kakehashi.${kind}:${path}?${target}`;
};

/**
 * The step an inquiry screen is on and the values being reviewed. The page heading follows the
 * step and takes the focus (the screen reader reads the new step), scrolled to the top.
 *
 * docs/rules/lists-and-requests.md#drafts: the review step is its own history entry
 * (`?step=review`), so the phone's Back returns to the filled form and Forward to the review; what
 * was typed and reviewed is kept in the tab's sessionStorage for this form and target (no
 * password goes through here), so a reload keeps it, until the inquiry is sent. Once sent, the
 * review's entry is replaced by `?step=sent`, and the reference with what was sent is kept in the
 * tab: a reload shows the confirmation again, and Back leads to an empty form, never to a second send.
 */
export function useInquirySteps<Values>() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const key = draftKey('draft', pathname, params);
  const sentKey = draftKey('sent', pathname, params);
  const [draft, setDraft] = useState<Draft<Values> | null>(() => readTabDraft<Draft<Values>>(key));
  const [delivered, setDelivered] = useState<Sent<Values> | null>(() =>
    readTabDraft<Sent<Values>>(sentKey),
  );
  // Whether this page pushed the review entry: 'Edit' then goes back to the form's entry.
  const pushed = useRef(false);
  const at = params.get('step');
  // A review whose draft went out (the address being replaced, or an old entry) shows it sent.
  const step: InquiryStep =
    delivered && (at === 'sent' || (at === 'review' && !draft))
      ? { name: 'sent', id: delivered.id }
      : at === 'review' && draft?.reviewed
        ? { name: 'confirm' }
        : { name: 'input' };

  useEffect(() => {
    document.getElementById('page-title')?.focus();
    window.scrollTo?.(0, 0);
  }, [step.name]);

  const withStep = (name?: 'review' | 'sent') => {
    const next = new URLSearchParams(params);
    if (name) next.set('step', name);
    else next.delete('step');
    const search = `${next}`;
    return search ? `${pathname}?${search}` : pathname;
  };

  return {
    step,
    values: (step.name === 'sent' ? delivered?.values : draft?.values) ?? null,
    /** The buyer typed: kept for a reload, not yet reviewed. */
    keep: (next: Values) => {
      writeTabDraft(key, { values: next, reviewed: false });
      // Changed since its review: Forward no longer shows the review of the old values.
      if (draft?.reviewed) setDraft({ values: next, reviewed: false });
    },
    /** The input passed its schema: show it for confirmation, as a new history entry. */
    review: (next: Values) => {
      const reviewed = { values: next, reviewed: true };
      writeTabDraft(key, reviewed);
      setDraft(reviewed);
      pushed.current = true;
      void navigate(withStep('review'));
    },
    edit: () => {
      if (pushed.current) void navigate(-1);
      else void navigate(withStep(), { replace: true });
      pushed.current = false;
    },
    /** Sent: the confirmation takes the review's place in the history, and survives a reload. */
    sent: (id: string) => {
      const done = draft && { id, values: draft.values };
      clearTabDraft(key);
      writeTabDraft(sentKey, done);
      setDelivered(done);
      setDraft(null);
      pushed.current = false;
      void navigate(withStep('sent'), { replace: true });
    },
  };
}

/**
 * What the confirmation step says when sending failed: the failure in the buyer's language, and,
 * when the answer never came (fetch error), `unconfirmed`, since the inquiry may have arrived;
 * when the mail budget refused it (429, 'Try again in 54 minutes'), `throttled`: that it was not
 * sent and stays ready to send.
 */
export const inquiryFailure = (
  send: { isError: boolean; error: unknown },
  fallback: string,
  unconfirmed: string,
  throttled?: string,
): { error?: string; unconfirmed?: string } => ({
  error: send.isError ? errorMessageOf(send.error, fallback) : undefined,
  unconfirmed: hasStatus(send.error, StatusCode.fetchError)
    ? unconfirmed
    : hasStatus(send.error, StatusCode.tooManyRequests)
      ? throttled
      : undefined,
});
