import type { z } from 'zod';
import type { reminderBodySchema } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

type ReminderBody = z.infer<typeof reminderBodySchema>;

/** `POST /api/account/reminder`: mails the account reminder. */
export const sendReminder = (body: ReminderBody) => callApi('account/reminder', body);

export const useSendReminder = () => useSendMutation({ mutationFn: sendReminder });
