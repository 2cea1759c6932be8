import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// Lazy routes load their chunk before the first screen shows; on a busy 2-core CI machine that
// takes far longer than Testing Library's 1 s default wait. Waits still end as soon as the
// screen appears: this only moves the point at which a test gives up.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no fetch API. The router builds a Request for each navigation (handed to loaders,
// which our routes do not use); this stand-in carries what it reads: url, method, signal, headers.
if (typeof globalThis.Request === 'undefined') {
  class RequestStandIn {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers: Map<string, string>;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
      this.headers = new Map();
    }
  }
  Object.assign(globalThis, { Request: RequestStandIn });
}

// jsdom does not lay out or scroll: record calls instead of logging "not implemented".
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = jest.fn();

// Each test is a new tab: a form's draft kept in sessionStorage by one test
// (docs/rules/lists-and-requests.md#drafts) is not the next test's.
afterEach(() => sessionStorage.clear());
