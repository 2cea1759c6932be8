import { useTranslation } from 'react-i18next';

type PaymentProfile = { id: string; name: string };

/**
 * The payment a placed order changes to. The upstream words the payments' names in the session
 * language (docs/upstream.md#languages) and an option holds no placeholder, so while those names
 * may be in the language just left (`pending`) the select waits, disabled and saying it loads.
 */
export function PaymentSelect({
  id,
  profiles,
  pending,
  value,
  onChange,
  withBlank = false,
}: {
  id: string;
  profiles: PaymentProfile[];
  pending: boolean;
  value: string;
  onChange: (id: string) => void;
  /** Starts on '—' rather than on the first payment. */
  withBlank?: boolean;
}) {
  const { t } = useTranslation();
  if (pending)
    return (
      <select id={id} className="input select" value="" disabled aria-busy>
        <option value="">{t('common.loading')}</option>
      </select>
    );
  return (
    <select
      id={id}
      className="input select"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {withBlank && <option value="">—</option>}
      {profiles.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </select>
  );
}
