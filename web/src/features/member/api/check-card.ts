import { useMutation } from '@tanstack/react-query';
import type { ApiBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

/** `POST /api/externalPoint/canMerge`: whether the card may be linked, and its points. */
export const checkCard = (card: ApiBody<'externalPoint/canMerge'>) =>
  callApi('externalPoint/canMerge', card);

export const useCheckCard = () => useMutation({ mutationFn: checkCard });
