import { callApi } from '@/shared/lib/api-client';

/** `GET session`: the browser's view of the BFF session (signed in or not, name, language). */
export const getSession = () => callApi('session');
