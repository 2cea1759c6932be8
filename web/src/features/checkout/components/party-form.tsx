import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  partyFieldLabels,
  partyFormSchema,
  type PartyField,
  type PartyForm as Party,
  type PartyFormInput,
} from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { errorMessageOf } from '@/shared/lib/api-error';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/text-field';
import { useLocalizedForm } from '@/shared/ui/form/use-localized-form';
import { fillSeparateFields, ZipLookup } from '@/shared/address/zip-lookup';
import { readPartyDraft, writePartyDraft, type PartyRole } from '../lib/party-draft';

const empty: PartyFormInput = {
  name: '',
  company: '',
  email: '',
  tel: '',
  zip: '',
  state: '',
  city: '',
  street: '',
  building: '',
};

/** The order's party as form values (missing fields empty). */
export const partyValues = (party: Partial<Record<PartyField, unknown>> | null | undefined) =>
  Object.fromEntries(
    Object.keys(empty).map((key) => [key, String(party?.[key as PartyField] ?? '')]),
  ) as PartyFormInput;

/** Purchaser or receiver (docs/rules/cart-and-checkout.md party): labels above fields, a zip lookup, errors in place. */
export function PartyForm({
  initial,
  draft,
  submitLabel,
  sending,
  error,
  onSubmit,
}: {
  initial: PartyFormInput;
  /** Keeps what is typed across a reload until it is saved (lib/party-draft.ts). */
  draft?: PartyRole;
  submitLabel: string;
  sending: boolean;
  error: unknown;
  onSubmit: (party: Party) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useLocalizedForm<PartyFormInput, Party>(partyFormSchema, {
    defaultValues: { ...empty, ...initial, ...(draft ? readPartyDraft(draft) : null) },
  });
  useEffect(() => {
    if (!draft) return;
    const typed = form.watch((values) => writePartyDraft(draft, values));
    return () => typed.unsubscribe();
  }, [draft, form]);
  const { errors } = form.formState;
  const field = (
    name: PartyField,
    extra: { type?: string; autoComplete?: string; hint?: string } = {},
  ) => (
    <TextField
      label={partyFieldLabels[name][locale]}
      registration={form.register(name)}
      error={errors[name]}
      required={!['company', 'building'].includes(name)}
      {...extra}
    />
  );

  return (
    <form className="form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <ErrorSummary errors={errors} shown={form.formState.isSubmitted} />
      {/* The upstream takes addresses in Japan only (a 7-digit postal code, a prefecture): said
          before a buyer from abroad types a foreign one and learns it from the errors
          (docs/rules/cart-and-checkout.md#addresses-in-japan). */}
      <p className="field__hint">{t('checkout.inJapan')}</p>
      <div className="field-row">
        {field('name', { autoComplete: 'name' })}
        {field('company', { autoComplete: 'organization' })}
      </div>
      <div className="field-row">
        {field('email', { type: 'email', autoComplete: 'email' })}
        {/* The upstream takes a Japanese number only for an order's parties (its 10 or 11
            digits), unlike a member's own phone: said before a buyer abroad types theirs
            (docs/rules/cart-and-checkout.md#addresses-in-japan). */}
        {field('tel', { type: 'tel', autoComplete: 'tel', hint: t('checkout.phoneInJapan') })}
      </div>
      <div className="field-row field-row--zip">
        {field('zip', { autoComplete: 'postal-code' })}
        <ZipLookup readZip={() => form.getValues('zip')} {...fillSeparateFields(form)} />
      </div>
      <div className="field-row field-row--three">
        {field('state', { autoComplete: 'address-level1' })}
        {field('city', { autoComplete: 'address-level2' })}
        {field('street', { autoComplete: 'address-line1' })}
      </div>
      {field('building', { autoComplete: 'address-line2' })}
      <FormAlert>{error ? errorMessageOf(error, t('checkout.failed')) : null}</FormAlert>
      <button
        type="submit"
        className="button button--primary"
        disabled={sending}
        aria-busy={sending}
      >
        {sending ? t('form.sending') : submitLabel}
      </button>
    </form>
  );
}
