import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { favoriteLabelSchema, maxFavoriteLabels } from '@kakehashi/contracts/web';
import { useFavoriteLabels } from '../api/use-favorite-labels';
import { errorMessageOf } from '@/shared/lib/api-error';
import { BusyButton } from '@/shared/ui/form/busy-button';
import { MessageWithCode } from '@/shared/ui/error-notice';

type Props = {
  skuId: string;
  productName: string;
  /** The labels this favourite is filed under now. */
  current: string[];
  /** Every label the buyer uses on any favourite, to tick rather than type again. */
  known: string[];
  onClose: () => void;
};

/**
 * Files one favourite under labels (docs/rules/lists-and-requests.md#favourite-labels): tick the
 * labels already in use or name a new one, then save. A new label is checked against the same
 * contract the BFF applies (one line, 1–30 characters, at most 10 per product).
 */
export function FavoriteLabelsEditor({ skuId, productName, current, known, onClose }: Props) {
  const { t } = useTranslation();
  const save = useFavoriteLabels();
  const [chosen, setChosen] = useState<string[]>(current);
  const [offered, setOffered] = useState<string[]>([...new Set([...known, ...current])]);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();

  const toggle = (label: string) =>
    setChosen((labels) =>
      labels.includes(label) ? labels.filter((l) => l !== label) : [...labels, label],
    );

  const addDraft = () => {
    const parsed = favoriteLabelSchema.safeParse(draft);
    if (!parsed.success) return setProblem(t('matching.filing.invalid'));
    if (!chosen.includes(parsed.data) && chosen.length >= maxFavoriteLabels)
      return setProblem(t('matching.filing.tooMany', { max: maxFavoriteLabels }));
    setProblem(null);
    setOffered((labels) => (labels.includes(parsed.data) ? labels : [...labels, parsed.data]));
    setChosen((labels) => (labels.includes(parsed.data) ? labels : [...labels, parsed.data]));
    setDraft('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length > maxFavoriteLabels)
      return setProblem(t('matching.filing.tooMany', { max: maxFavoriteLabels }));
    save.mutate({ skuId, labels: chosen }, { onSuccess: onClose });
  };

  return (
    <form className="label-editor" onSubmit={submit}>
      <fieldset className="label-editor__choices">
        <legend>{t('matching.filing.legend', { name: productName })}</legend>
        {offered.length === 0 && <p className="label-editor__none">{t('matching.filing.none')}</p>}
        {offered.map((label) => (
          <label key={label} className="label-editor__choice">
            <input
              type="checkbox"
              checked={chosen.includes(label)}
              onChange={() => toggle(label)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="label-editor__new">
        <label htmlFor={inputId}>{t('matching.filing.newLabel')}</label>
        <div className="label-editor__new-row">
          <input
            id={inputId}
            className="input"
            value={draft}
            maxLength={60}
            aria-describedby={hintId}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              // Enter names the label; it must not save the whole form half-done.
              if (event.key === 'Enter') {
                event.preventDefault();
                addDraft();
              }
            }}
          />
          <button type="button" className="button button--small" onClick={addDraft}>
            {t('matching.filing.add')}
          </button>
        </div>
        <p id={hintId} className={problem ? 'field__error' : 'field__hint'}>
          {problem ?? t('matching.filing.hint', { max: maxFavoriteLabels })}
        </p>
      </div>
      {save.isError && (
        <p role="alert" className="field__error">
          <MessageWithCode message={errorMessageOf(save.error, t('matching.filing.failed'))} />
        </p>
      )}
      <div className="label-editor__actions">
        <BusyButton type="submit" busy={save.isPending}>
          {t('matching.filing.save')}
        </BusyButton>
        <button type="button" className="button" onClick={onClose}>
          {t('matching.lists.cancel')}
        </button>
      </div>
    </form>
  );
}
