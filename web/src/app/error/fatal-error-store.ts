import { useSyncExternalStore } from 'react';

// docs/rules/site-and-pages.md#error-screens: "start-up errors are kept so that this screen shows".
// Errors raised before React has mounted (or outside it: unhandled rejections, script errors) are
// kept here, and the app renders the error screen whenever one is kept, however early it happened.
let fatalError: unknown = null;
const listeners = new Set<() => void>();

export const reportFatalError = (error: unknown, { replaceApp = true } = {}): void => {
  console.error(error);
  if (!replaceApp || fatalError !== null) return;
  fatalError = error ?? new Error('Unknown error');
  listeners.forEach((listener) => listener());
};

export const clearFatalError = (): void => {
  fatalError = null;
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useFatalError = (): unknown => useSyncExternalStore(subscribe, () => fatalError);

/** Browser noise that is not a failure of the app. */
const isBenign = (message: string): boolean => /ResizeObserver loop/.test(message);

/** Keeps errors the app did not handle, from the first moment of start-up. */
export const installGlobalErrorHandlers = (target: Window = window): void => {
  target.addEventListener('error', (event) => {
    if (!isBenign(event.message ?? '')) reportFatalError(event.error ?? new Error(event.message));
  });
  target.addEventListener('unhandledrejection', (event) => reportFatalError(event.reason));
};
