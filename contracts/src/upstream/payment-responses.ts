import { z } from 'zod';

/**
 * The account a bank transfer is paid into, as a payment profile's `option` carries it
 * (docs/rules/cart-and-checkout.md#bank-transfer): every text in the caller's language (the
 * holder in katakana for Japanese, romanised for English) and the days the buyer has to pay.
 */
export const bankTransferAccountSchema = z.object({
  bank_name: z.string().min(1),
  branch_name: z.string().min(1),
  account_type: z.string().min(1),
  account_number: z.string().min(1),
  account_holder: z.string().min(1),
  transfer_days: z.number().int().positive().optional(),
});
export type BankTransferAccount = z.infer<typeof bankTransferAccountSchema>;

/** docs/rules/cart-and-checkout.md payment profile. */
export const paymentProfileSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  payment_fee: z.number().optional(),
  description: z.string().optional(),
  /**
   * The profile's own settings; only a bank transfer's account is read. Anything else the
   * upstream keeps there (another method's settings) is dropped, never a reason to refuse the
   * answer it came in. (A preprocess, not `.catch`: the OpenAPI document the BFF builds at boot
   * knows pipes, not catches.)
   */
  option: z.preprocess(
    (value) => (bankTransferAccountSchema.safeParse(value).success ? value : undefined),
    bankTransferAccountSchema.optional(),
  ),
});
