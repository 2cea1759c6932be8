import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { fillSeparateFields, ZipLookup } from '@/shared/address/zip-lookup';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { useLocalizedForm } from '@/shared/ui/form/use-localized-form';
import {
  addressFormSchema,
  type AddressField,
  type AddressForm,
  type AddressFormInput,
} from '../lib/address-form';

const fields: Array<{ name: AddressField; required: boolean; autoComplete: string }> = [
  { name: 'name', required: true, autoComplete: 'name' },
  { name: 'company', required: false, autoComplete: 'organization' },
  { name: 'zip', required: true, autoComplete: 'postal-code' },
  { name: 'state', required: true, autoComplete: 'address-level1' },
  { name: 'city', required: true, autoComplete: 'address-level2' },
  { name: 'street', required: true, autoComplete: 'address-line1' },
  { name: 'building', required: false, autoComplete: 'address-line2' },
  { name: 'tel', required: true, autoComplete: 'tel' },
];

/**
 * Add or edit one saved address (Japanese formats, docs/rules/accounts.md#addresses), with the
 * postal-code lookup of checkout and sign-up beside the postal code.
 */
export function AddressEditForm(props: {
  title: string;
  /** 'Save address' for a new entry, 'Save changes' for one being edited. */
  submitLabel: string;
  initial: AddressFormInput;
  sending: boolean;
  error: string | null;
  onSave: (form: AddressForm) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, getValues, setValue, setFocus } = useLocalizedForm<
    AddressFormInput,
    AddressForm
  >(addressFormSchema, { defaultValues: props.initial, shouldFocusError: true });
  return (
    <form className="card card--wide form" noValidate onSubmit={handleSubmit(props.onSave)}>
      <h2 className="card__title">{props.title}</h2>
      <FormAlert>{props.error}</FormAlert>
      <ErrorSummary errors={formState.errors} shown={formState.isSubmitted} />
      <div className="form-grid">
        {fields.map((f) => (
          <Fragment key={f.name}>
            <TextField
              label={t(`addresses.${f.name}`)}
              required={f.required}
              autoComplete={f.autoComplete}
              type={f.name === 'tel' ? 'tel' : 'text'}
              error={formState.errors[f.name]}
              registration={register(f.name)}
            />
            {f.name === 'zip' && (
              // As checkout fills it (docs/rules/cart-and-checkout.md#addresses-in-japan).
              <ZipLookup
                readZip={() => getValues('zip')}
                {...fillSeparateFields({ setValue, setFocus })}
              />
            )}
          </Fragment>
        ))}
      </div>
      <div className="button-row">
        <button type="button" className="button" onClick={props.onCancel}>
          {t('mypage.cancelEdit')}
        </button>
        <SubmitButton sending={props.sending}>{props.submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
