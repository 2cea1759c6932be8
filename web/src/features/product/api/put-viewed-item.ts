import { useEffect } from 'react';
import { callApi } from '@/shared/lib/api-client';

/** `POST /api/viewedItems/put {item_id}`: opening a product records a recently-viewed entry. */
export const putViewedItem = (itemId: string) => callApi('viewedItems/put', { item_id: itemId });

/** Records the view once per product shown; a failure is not the buyer's concern. */
export const useRecordView = (itemId: string | undefined) => {
  useEffect(() => {
    if (itemId) putViewedItem(itemId).catch(() => undefined);
  }, [itemId]);
};
