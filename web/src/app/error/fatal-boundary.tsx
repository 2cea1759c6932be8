import { Component, type ReactNode } from 'react';
import { reportFatalError } from './fatal-error-store';

/** Catches render errors outside the router's own error element and hands them to the fatal store. */
export class FatalBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportFatalError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
