import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reminderBodySchema } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

type ReminderBody = z.infer<typeof reminderBodySchema>;

/** `POST /api/account/reminder`: mails the account reminder. */
export const sendReminder = (body: ReminderBody) => callApi('account/reminder', body);

export const useSendReminder = () => useMutation({ mutationFn: sendReminder });
