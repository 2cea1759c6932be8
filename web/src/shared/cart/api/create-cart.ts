import { callApi } from '@/shared/lib/api-client';

/** `cart/create`: starts an empty cart; resolves with its code. */
export const createCart = async (): Promise<string> => (await callApi('cart/create', {})).cart_code;
