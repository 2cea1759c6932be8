import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { StatusCode } from '@kakehashi/contracts/web';
import { errorMessageOf, hasStatus } from '@/shared/lib/api-error';

/** Input → confirmation → sent, the steps of the contact form and of the request screens. */
export type InquiryStep = { name: 'input' } | { name: 'confirm' } | { name: 'sent'; id: string };

/** What is kept of a form in the tab: the values, and whether they passed review as they are. */
type Draft<Values> = { values: Values; reviewed: boolean };

const draftKey = (path: string, params: URLSearchParams) => {
  const target = new URLSearchParams(params);
  target.delete('step');
  return `kakehashi.draft:${path}?${target}`;
};

const readDraft = <Values>(key: string): Draft<Values> | null => {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as Draft<Values> | null;
  } catch {
    return null;
  }
};

const writeDraft = <Values>(key: string, draft: Draft<Values> | null) => {
  try {
    if (draft) sessionStorage.setItem(key, JSON.stringify(draft));
    else sessionStorage.removeItem(key);
  } catch {
    // A tab without storage (private mode, full) keeps the draft on screen only.
  }
};

/**
 * The step an inquiry screen is on and the values being reviewed. The page heading follows the
 * step and takes the focus (the screen reader reads the new step), scrolled to the top.
 *
 * docs/rules/lists-and-requests.md#drafts: the review step is its own history entry
 * (`?step=review`), so the phone's Back returns to the filled form and Forward to the review; what
 * was typed and reviewed is kept in the tab's sessionStorage for this form and target (no
 * password goes through here), so a reload keeps it, until the inquiry is sent.
 */
export function useInquirySteps<Values>() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const key = draftKey(pathname, params);
  const [draft, setDraft] = useState<Draft<Values> | null>(() => readDraft<Values>(key));
  const [sentId, setSentId] = useState<string | null>(null);
  // Whether this page pushed the review entry: 'Edit' then goes back to the form's entry.
  const pushed = useRef(false);
  const step: InquiryStep = sentId
    ? { name: 'sent', id: sentId }
    : params.get('step') === 'review' && draft?.reviewed
      ? { name: 'confirm' }
      : { name: 'input' };

  useEffect(() => {
    document.getElementById('page-title')?.focus();
    window.scrollTo?.(0, 0);
  }, [step.name]);

  const withStep = (review: boolean) => {
    const next = new URLSearchParams(params);
    if (review) next.set('step', 'review');
    else next.delete('step');
    const search = `${next}`;
    return search ? `${pathname}?${search}` : pathname;
  };

  return {
    step,
    values: draft?.values ?? null,
    /** The buyer typed: kept for a reload, not yet reviewed. */
    keep: (next: Values) => {
      writeDraft(key, { values: next, reviewed: false });
      // Changed since its review: Forward no longer shows the review of the old values.
      if (draft?.reviewed) setDraft({ values: next, reviewed: false });
    },
    /** The input passed its schema: show it for confirmation, as a new history entry. */
    review: (next: Values) => {
      const reviewed = { values: next, reviewed: true };
      writeDraft(key, reviewed);
      setDraft(reviewed);
      pushed.current = true;
      void navigate(withStep(true));
    },
    edit: () => {
      if (pushed.current) void navigate(-1);
      else void navigate(withStep(false), { replace: true });
      pushed.current = false;
    },
    sent: (id: string) => {
      writeDraft(key, null);
      setSentId(id);
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
