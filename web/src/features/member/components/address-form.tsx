import { useTranslation } from 'react-i18next';
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

/** Add or edit one saved address (Japanese formats, docs/rules/accounts.md#addresses). */
export function AddressEditForm(props: {
  title: string;
  initial: AddressFormInput;
  sending: boolean;
  error: string | null;
  onSave: (form: AddressForm) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useLocalizedForm<AddressFormInput, AddressForm>(
    addressFormSchema,
    { defaultValues: props.initial, shouldFocusError: true },
  );
  return (
    <form className="card card--wide form" noValidate onSubmit={handleSubmit(props.onSave)}>
      <h2 className="card__title">{props.title}</h2>
      <FormAlert>{props.error}</FormAlert>
      <ErrorSummary errors={formState.errors} shown={formState.isSubmitted} />
      <div className="form-grid">
        {fields.map((f) => (
          <TextField
            key={f.name}
            label={t(`addresses.${f.name}`)}
            required={f.required}
            autoComplete={f.autoComplete}
            type={f.name === 'tel' ? 'tel' : 'text'}
            error={formState.errors[f.name]}
            registration={register(f.name)}
          />
        ))}
      </div>
      <div className="button-row">
        <button type="button" className="button" onClick={props.onCancel}>
          {t('mypage.cancelEdit')}
        </button>
        <SubmitButton sending={props.sending}>{t('mypage.save')}</SubmitButton>
      </div>
    </form>
  );
}
