import axios, { AxiosError, type AxiosResponse } from 'axios';
import { StatusCode, type Result } from '@kakehashi/contracts';
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

export const api = {
  get: <T>(url: string) => send<T>(apiClient.get(url)),
  post: <T>(url: string, body: unknown = {}) => send<T>(apiClient.post(url, body)),
  put: <T>(url: string, body: unknown = {}) => send<T>(apiClient.put(url, body)),
  delete: <T>(url: string) => send<T>(apiClient.delete(url)),
};
