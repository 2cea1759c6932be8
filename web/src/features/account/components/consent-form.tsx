import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { formMessage, registrationLabel } from '@kakehashi/contracts/web';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { useLocale } from '@/shared/i18n/i18n';

export type ConsentName = 'termsAccepted' | 'privacyPolicyAccepted';

/**
 * docs/rules/accounts.md#sign-up: consent to each policy is required; one checkbox per policy named
 * in `consents`. The submit stays enabled so a missing tick is explained, not silently blocked.
 */
export function ConsentForm({
  consents,
  initial,
  submitLabel,
  onAgree,
}: {
  consents: ConsentName[];
  initial?: Partial<Record<ConsentName, boolean>>;
  submitLabel: string;
  onAgree: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const resolver = useMemo(() => {
    const mustAgree = (name: ConsentName) =>
      z.boolean().refine((value) => value, {
        error: formMessage(lang, 'consent', { label: registrationLabel(lang, name) }),
      });
    return zodResolver(
      z.object(Object.fromEntries(consents.map((name) => [name, mustAgree(name)]))),
    );
    // The list is a constant per page; compare its contents, not the array identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang, consents.join()]);
  const { register, handleSubmit, formState } = useForm<Record<string, boolean>>({
    resolver,
    defaultValues: Object.fromEntries(consents.map((name) => [name, initial?.[name] ?? false])),
  });

  return (
    <form className="form consent-form" noValidate onSubmit={handleSubmit(onAgree)}>
      {consents.map((name) => (
        <CheckboxField
          key={name}
          label={t(`policy.consent.${name}`)}
          required
          error={formState.errors[name]}
          registration={register(name)}
        />
      ))}
      <SubmitButton sending={formState.isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
