import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** docs/rules/linked-services.md#notification-address: mail a code to the address. */
export const sendEmailCode = (email: string) => callApi('notifications/email/send', { email });

export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });
