import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The buyer's private note on a request (docs/rules/trade-desk.md#request-inbox): never sent to
 * the supplier. Shown as text with "Edit"; editing shows the text box with Save and Cancel.
 */
export function EntryNote({
  note,
  busy,
  onSave,
}: {
  note: string;
  busy: boolean;
  onSave: (note: string, done: () => void) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const editing = draft !== null;
  // The buyer just asked to edit: the text box takes the focus.
  useEffect(() => {
    if (editing) inputRef.current?.focus();
  }, [editing]);
  if (draft === null)
    return (
      <div className="entry-note">
        <p className="entry-note__label">{t('trade.inbox.note')}</p>
        {note ? (
          <p className="entry-note__text">{note}</p>
        ) : (
          <p className="entry-note__empty">{t('trade.inbox.noNote')}</p>
        )}
        <button type="button" className="link-button" onClick={() => setDraft(note)}>
          {note ? t('trade.inbox.editNote') : t('trade.inbox.addNote')}
        </button>
      </div>
    );
  return (
    <form
      className="entry-note"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft.trim(), () => setDraft(null));
      }}
    >
      <label className="entry-note__label" htmlFor={id}>
        {t('trade.inbox.note')}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {t('trade.inbox.noteHint')}
      </p>
      <textarea
        id={id}
        className="input textarea entry-note__input"
        rows={3}
        maxLength={2000}
        aria-describedby={`${id}-hint`}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        ref={inputRef}
      />
      <div className="entry-note__buttons">
        <button type="submit" className="button button--small button--primary" disabled={busy}>
          {t('trade.inbox.saveNote')}
        </button>
        <button type="button" className="button button--small" onClick={() => setDraft(null)}>
          {t('trade.inbox.cancel')}
        </button>
      </div>
    </form>
  );
}
