import { useEffect, useState } from 'react';
import { StatusCode } from '@kakehashi/contracts/web';
import { errorMessageOf, hasStatus } from '@/shared/lib/api-error';

/** Input → confirmation → sent, the steps of the contact form and of the request screens. */
export type InquiryStep = { name: 'input' } | { name: 'confirm' } | { name: 'sent'; id: string };

/**
 * The step an inquiry screen is on and the values being reviewed. The page heading follows the
 * step and takes the focus (the screen reader reads the new step), scrolled to the top.
 */
export function useInquirySteps<Values>() {
  const [step, setStep] = useState<InquiryStep>({ name: 'input' });
  const [values, setValues] = useState<Values | null>(null);

  useEffect(() => {
    document.getElementById('page-title')?.focus();
    window.scrollTo?.(0, 0);
  }, [step.name]);

  return {
    step,
    values,
    /** The input passed its schema: show it for confirmation. */
    review: (next: Values) => {
      setValues(next);
      setStep({ name: 'confirm' });
    },
    edit: () => setStep({ name: 'input' }),
    sent: (id: string) => setStep({ name: 'sent', id }),
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
