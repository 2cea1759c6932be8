import { callApi } from '@/shared/lib/api-client';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

/** docs/rules/linked-services.md#notification-address: mail a code to the address. */
export const sendEmailCode = (email: string) => callApi('notifications/email/send', { email });

export const useSendEmailCode = () => useSendMutation({ mutationFn: sendEmailCode });
