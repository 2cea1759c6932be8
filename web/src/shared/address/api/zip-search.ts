import { callApi } from '@/shared/lib/api-client';

/** zipSearchApi (docs/upstream.md#site-and-utilities): prefecture_id 0 means "not found". */
export type ZipAddress = {
  prefecture_id: number;
  prefecture: string;
  address1: string;
  address2: string;
};

/**
 * `POST /api/zipSearchApi {zip}` with the 7 digits (the hyphen removed); null when nothing matches.
 */
export const searchZip = async (zip: string): Promise<ZipAddress | null> => {
  const data = await callApi('zipSearchApi', { zip: zip.replace(/-/g, '') });
  return data && data.prefecture_id !== 0 ? data : null;
};
