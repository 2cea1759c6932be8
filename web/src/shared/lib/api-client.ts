import {
  apiPath,
  fetchErrorMessages,
  type ApiBody,
  type ApiData,
  type apiMethods,
  type ApiMethod,
  type ApiName,
  type Result,
} from '@kakehashi/contracts/web';
import { fetchErrorCode, successCode } from './first-page-status';
import { stringsLanguageOf } from '@/shared/i18n/language-codes';
import { ApiError } from './api-error';

type TableMethods = typeof apiMethods;
type MethodsOtherThanPost = {
  [N in ApiName as TableMethods[N] extends 'POST' ? never : N]: TableMethods[N];
};

/**
 * The routes of the endpoint table (contracts/src/api/api-methods.ts) that are not POST, with
 * their method; every other route is POST. The compiler holds this to the table: a route left out,
 * one too many or another method does not compile. So the first page carries these four instead
 * of the table's every name (docs/architecture.md#the-first-page).
 */
const methodsOtherThanPost: MethodsOtherThanPost = {
  session: 'GET',
  language: 'PUT',
  'checkout/state': 'DELETE',
  'checkout/result': 'GET',
};

/** A route's HTTP method, as the endpoint table gives it. */
export const methodOf = (name: ApiName): ApiMethod =>
  (methodsOtherThanPost as Partial<Record<ApiName, ApiMethod>>)[name] ?? 'POST';

/** A call gives up after this long and fails like a lost connection (E999-999). */
const timeoutMs = 30_000;

/** What the client reads of an answer: the HTTP status and the body's text. */
export type Answer = { status: number; text: () => Promise<string> };

/**
 * The one HTTP client of the app, on the browser's own `fetch` (no HTTP library in the first
 * page's download, docs/architecture.md#the-first-page). Every `/api` call carries `X-CSRF: 1` (the BFF
 * refuses calls without it) and the session cookie. `send` is replaceable so component tests can
 * answer at this boundary (web/src/testing/fake-api.ts).
 */
export const apiTransport = {
  send: (url: string, init: RequestInit): Promise<Answer> => fetch(url, init),
};

type Listener = (error: ApiError) => void;
const listeners = new Set<Listener>();

/** Subscribe to every ApiError (the app uses it to send an expired session to login). */
export const onApiError = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const isResult = (body: unknown): body is Result =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { status?: unknown }).status === 'string';

/**
 * A call that got no Result (lost connection, timeout, a proxy's HTML page): the catalogue's
 * E999-999 message in the page language (`<html lang>`, docs/rules/site-and-pages.md#languages),
 * so the buyer never reads the browser's technical English. That text stays as the `cause`.
 */
const fetchError = (cause: string, httpStatus?: number): ApiError =>
  new ApiError(
    fetchErrorCode,
    fetchErrorMessages[stringsLanguageOf(document.documentElement.lang)],
    [],
    httpStatus,
    cause,
  );

const raise = (error: ApiError): never => {
  listeners.forEach((listener) => listener(error));
  throw error;
};

/** The body as JSON, or undefined when it is not JSON (an HTML error page from a proxy, say). */
const readJson = async (answer: Answer): Promise<unknown> => {
  const text = await answer.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Unwraps a Result: its data on success (HTTP 2xx and E000-000), an ApiError otherwise. */
const unwrap = <T>(body: unknown, httpStatus: number): T => {
  if (!isResult(body)) return raise(fetchError('Unexpected response', httpStatus));
  const failed = body.status !== successCode || httpStatus < 200 || httpStatus >= 300;
  if (failed)
    return raise(new ApiError(body.status, body.message ?? '', body.errors ?? [], httpStatus));
  return body.data as T;
};

/** One request; a transport failure or the timeout becomes a fetch-error ApiError. */
const request = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let answer: Answer;
  let parsed: unknown;
  try {
    answer = await apiTransport.send(url, {
      method,
      credentials: 'include',
      headers: { 'X-CSRF': '1', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    parsed = await readJson(answer);
  } catch (error) {
    const message = controller.signal.aborted
      ? `timeout of ${timeoutMs}ms exceeded`
      : error instanceof Error
        ? error.message
        : 'Network Error';
    return raise(fetchError(message));
  } finally {
    clearTimeout(timer);
  }
  return unwrap<T>(parsed, answer.status);
};

/** A route's body argument: optional when the route takes no input or only optional fields. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` is exactly "no fields given"
type BodyArgs<N extends ApiName> = {} extends ApiBody<N> ? [body?: ApiBody<N>] : [body: ApiBody<N>];

/**
 * Calls one route of the contracts endpoint table by name (docs/architecture.md): the method
 * and path come from the table, the body and the answer's `data` are typed from its schemas, so
 * a wrong name or body does not compile. Resolves with `data` on E000-000, else throws ApiError.
 */
export const callApi = <N extends ApiName>(
  name: N,
  ...[body]: BodyArgs<N>
): Promise<ApiData<N>> => {
  const url = `/api${apiPath(name)}`;
  const method = methodOf(name);
  // GET and DELETE carry no body; PUT and POST always send one ({} when the route takes none).
  if (method === 'GET' || method === 'DELETE') return request(method, url);
  return request(method, url, body ?? {});
};
