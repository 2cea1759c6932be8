import axios, { AxiosError, type AxiosResponse } from 'axios';
import {
  apiMethods,
  apiPath,
  StatusCode,
  type ApiBody,
  type ApiData,
  type ApiName,
  type Result,
} from '@kakehashi/contracts/web';
import { ApiError } from './api-error';

/**
 * The one HTTP client of the app. Every `/api` call carries `X-CSRF: 1` (the BFF refuses calls
 * without it) and the session cookie; a Result other than E000-000 becomes an ApiError.
 */
export const apiClient = axios.create({
  baseURL: '/api',
  withCredentials: true,
  headers: { 'X-CSRF': '1', 'Content-Type': 'application/json' },
  timeout: 30_000,
});

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

const toApiError = (response: AxiosResponse | undefined, fallback: string): ApiError => {
  const body: unknown = response?.data;
  if (isResult(body))
    return new ApiError(body.status, body.message ?? '', body.errors ?? [], response?.status);
  return new ApiError(StatusCode.fetchError, fallback, [], response?.status);
};

const raise = (error: ApiError): never => {
  listeners.forEach((listener) => listener(error));
  throw error;
};

/** Unwraps a Result: its data on success, an ApiError otherwise. */
const unwrap = <T>(response: AxiosResponse): T => {
  const body: unknown = response.data;
  if (!isResult(body)) return raise(toApiError(response, 'Unexpected response'));
  if (body.status !== StatusCode.success) return raise(toApiError(response, ''));
  return body.data as T;
};

const send = async <T>(request: Promise<AxiosResponse>): Promise<T> => {
  try {
    return unwrap<T>(await request);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof AxiosError) return raise(toApiError(error.response, error.message));
    throw error;
  }
};

/** A route's body argument: optional when the route takes no input or only optional fields. */
type BodyArgs<N extends ApiName> =
  object extends ApiBody<N> ? [body?: ApiBody<N>] : [body: ApiBody<N>];

/**
 * Calls one route of the contracts endpoint table by name (docs/architecture.md): the method
 * and path come from the table, the body and the answer's `data` are typed from its schemas, so
 * a wrong name or body does not compile. Resolves with `data` on E000-000, else throws ApiError.
 */
export const callApi = <N extends ApiName>(
  name: N,
  ...[body]: BodyArgs<N>
): Promise<ApiData<N>> => {
  const url = apiPath(name);
  switch (apiMethods[name]) {
    case 'GET':
      return send(apiClient.get(url));
    case 'DELETE':
      return send(apiClient.delete(url));
    case 'PUT':
      return send(apiClient.put(url, body ?? {}));
    default:
      return send(apiClient.post(url, body ?? {}));
  }
};
