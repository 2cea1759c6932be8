import { useContext, useEffect, useId, useRef } from 'react';
import {
  UNSAFE_DataRouterContext as RouterContext,
  UNSAFE_DataRouterStateContext as RouterStateContext,
  type Blocker,
  type BlockerFunction,
} from 'react-router';
import { useTranslation } from 'react-i18next';

/** Only a move to another page loses the password: a hash or a query on this page keeps it. */
const toAnotherPage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname;
const never: BlockerFunction = () => false;

/**
 * react-router's `useBlocker`, written against the data router it wraps: every react-router
 * function the app names lands in the router's chunk, which the first page loads
 * (docs/architecture.md#the-first-page), while this page's own code loads only here. The router
 * asks the function before each navigation and keeps the blocked one's state under `key`.
 */
function useLeaveBlocker(when: boolean): Blocker | undefined {
  const router = useContext(RouterContext)?.router;
  const blockers = useContext(RouterStateContext)?.blockers;
  const key = useId();
  useEffect(() => {
    router?.getBlocker(key, when ? toAnotherPage : never);
  }, [router, key, when]);
  useEffect(() => () => router?.deleteBlocker(key), [router, key]);
  return blockers?.get(key);
}

/**
 * A guest's order password is shown only on the completion page
 * (docs/rules/cart-and-checkout.md#completion-page): until it is copied or the page printed,
 * leaving asks first. Closing or reloading the tab gets the browser's own question
 * (`beforeunload`); a link inside the site (the logo, 'Continue shopping', the footer) gets this
 * page's dialog, in the page's language: the focus moves to 'Stay on this page', Escape stays
 * too, 'Leave anyway' goes where the link led.
 */
export function LeaveGuard({ warn }: { warn: boolean }) {
  useEffect(() => {
    if (!warn) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only with a return value; its words are the browser's own.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [warn]);
  const blocker = useLeaveBlocker(warn);
  // Kept meanwhile (printed from the browser's menu): nothing to ask any more.
  useEffect(() => {
    if (!warn && blocker?.state === 'blocked') blocker.proceed();
  }, [warn, blocker]);
  if (blocker?.state !== 'blocked' || !warn) return null;
  return <LeaveDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />;
}

function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const detailId = useId();
  const stay = useRef<HTMLButtonElement>(null);
  const leave = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Back where the buyer was (the link pressed) once the dialog goes, as a dialog should.
    const before = document.activeElement as HTMLElement | null;
    stay.current?.focus();
    return () => before?.focus?.();
  }, []);
  useEffect(() => {
    const keys = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onStay();
      // The dialog is modal (aria-modal): Tab goes round its two buttons, never to the page behind.
      if (event.key !== 'Tab') return;
      const [first, last] = [stay.current, leave.current];
      const inside = document.activeElement === first || document.activeElement === last;
      if (!inside || (event.shiftKey && document.activeElement === first)) {
        event.preventDefault();
        (event.shiftKey ? last : first)?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', keys);
    return () => document.removeEventListener('keydown', keys);
  }, [onStay]);
  return (
    <div className="leave-guard">
      <div
        className="leave-guard__dialog card"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={detailId}
      >
        <h2 className="leave-guard__title" id={titleId}>
          {t('checkout.complete.leaveTitle')}
        </h2>
        <p id={detailId}>{t('checkout.complete.leaveDetail')}</p>
        <div className="button-row">
          <button ref={stay} type="button" className="button button--primary" onClick={onStay}>
            {t('checkout.complete.leaveStay')}
          </button>
          <button ref={leave} type="button" className="button" onClick={onLeave}>
            {t('checkout.complete.leaveAnyway')}
          </button>
        </div>
      </div>
    </div>
  );
}
