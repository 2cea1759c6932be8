import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formMessage } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { Phrase } from '@/shared/i18n/phrase';
import { fieldErrorList, type FieldErrorEntry } from './field-error-list';

type Item = { key: string; text: string; control: HTMLElement | null; empty: boolean };

/** The control registered under `name`: by that name, or the first of a group named under it. */
const named = (form: HTMLFormElement, name: string): HTMLElement | null =>
  form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`) ??
  form.querySelector<HTMLElement>(`[name^="${CSS.escape(`${name}.`)}"]`);

/**
 * The control a field's error belongs to, tied to it by react-hook-form's field name (never by
 * the message's words, which two fields may share): the error's ref, the control named as the
 * field (a controlled select carries its Controller's name too), the first one of a group named
 * under it, or, for a message on a part of a value ('country.code'), the control of the nearest
 * field holding it.
 */
const controlOf = (form: HTMLFormElement, entry: FieldErrorEntry): HTMLElement | null => {
  if (entry.element && form.contains(entry.element)) return entry.element;
  const own = named(form, entry.name);
  if (own) return own;
  const parts = entry.name.split('.');
  for (let length = parts.length - 1; length > 0; length -= 1) {
    const holder = form.querySelector<HTMLElement>(
      `[name="${CSS.escape(parts.slice(0, length).join('.'))}"]`,
    );
    if (holder) return holder;
  }
  return null;
};

/**
 * Whether the buyer left the control blank: nothing typed or chosen, no choice of its radio group
 * picked, its box not ticked. The summary's headline asks to fill in the required fields only
 * when one is (a time in the past or a website without https is filled in, only wrong).
 */
const isBlank = (form: HTMLFormElement, control: HTMLElement): boolean => {
  const input = control as HTMLInputElement;
  if (input.type === 'radio')
    return !form.querySelector(`[name="${CSS.escape(input.name)}"]:checked`);
  if (input.type === 'checkbox') return !input.checked;
  return typeof input.value === 'string' && input.value.trim() === '';
};

/** An element's words without the 'Required' badge. */
const textOf = (element: Element | null | undefined): string => {
  if (!element) return '';
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.field__required').forEach((badge) => badge.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
};

/**
 * How the summary names a field, and the words whose presence in a message means the message
 * names it already. A radio is named by its group's legend; a control labelled inside a group
 * (「候補1」's 「日付」) by both; a box to tick by nothing, as its message says what to tick.
 */
const nameOf = (control: HTMLElement): { name: string; named: string } => {
  if ((control as HTMLInputElement).type === 'checkbox') return { name: '', named: '' };
  const legend = textOf(control.closest('fieldset')?.querySelector(':scope > legend'));
  if ((control as HTMLInputElement).type === 'radio') return { name: legend, named: legend };
  const label = (control as HTMLInputElement).labels?.[0];
  const sublabel = label?.querySelector('.field__sublabel');
  if (sublabel && legend) return { name: `${legend} ${textOf(sublabel)}`, named: legend };
  const own = textOf(label) || legend;
  // A label's closing qualifier ('Postal code (Japan)', 「郵便番号（日本）」) is left out of the
  // words a message names it by ('Postal code is required.'): named twice, the item read
  // 'Postal code (Japan): Postal code is required.'
  return { name: own, named: own.replace(/\s*[(（][^()（）]*[)）]$/, '') || own };
};

/**
 * The summary at the top of a long form (UI.md "Forms", docs/rules/accounts.md#form-messages):
 * 'Please check the form again…' (when a field is left blank, else 'Please correct the items below.')
 * and, under it, each invalid field as a link that focuses it,
 * in the order the form shows them, the field's label with what to fix — GOV.UK's error summary.
 * Our messages name their field ('メールアドレスを入力してください。'), so the label is added only
 * to a message that does not. Labels are read from the form itself, so every form that renders
 * one gets the same list without repeating its labels here. Render it inside the <form>.
 */
export function ErrorSummary<T extends FieldValues>({
  errors,
  shown,
}: {
  errors: FieldErrors<T>;
  /** After a refused submit; the list then follows the errors as the buyer fixes them. */
  shown: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const entries = shown ? fieldErrorList(errors) : [];
  const signature = entries.map((e) => `${e.name}\u0000${e.message}`).join('\u0001');
  const [items, setItems] = useState<Item[]>([]);

  useLayoutEffect(() => {
    const form = box.current?.closest('form');
    setItems(form ? itemsOf(form, entries, t) : []);
    // The entries are rebuilt each render; their signature says when they changed.
  }, [signature, lang]); // eslint-disable-line react-hooks/exhaustive-deps

  // A refused submit brings the summary into view under the sticky header (its scroll margin,
  // forms.css), where the first invalid field's focus had left it behind the header, as long as
  // that field stays in view with it, above a phone's bottom bar (a text area's first lines, where
  // the caret is); otherwise the field is centred, as the focus had it. The submit's errors are a
  // new object (the first with any in it counts); the scroll waits for the frame, when the list
  // under the summary is drawn.
  const submitted = useRef<FieldErrors<T> | null>(null);
  const latest = useRef(errors);
  latest.current = errors;
  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form) return;
    const submit = () => {
      submitted.current = latest.current;
    };
    // Typing after a submit is not a refused submit: an error it brings up does not scroll.
    const edit = () => {
      submitted.current = null;
    };
    form.addEventListener('submit', submit);
    form.addEventListener('input', edit);
    form.addEventListener('change', edit);
    return () => {
      form.removeEventListener('submit', submit);
      form.removeEventListener('input', edit);
      form.removeEventListener('change', edit);
    };
  }, []);
  useEffect(() => {
    if (!submitted.current || errors === submitted.current || entries.length === 0) return;
    submitted.current = null;
    requestAnimationFrame(() => bringIntoView(box.current));
  }, [errors]); // eslint-disable-line react-hooks/exhaustive-deps

  if (entries.length === 0) return <div ref={box} hidden />;

  // The link names the field's id for a new tab; a click focuses the field itself, as a radio
  // group's first choice has no id of its own.
  const focus = (event: MouseEvent<HTMLAnchorElement>, control: HTMLElement) => {
    event.preventDefault();
    control.scrollIntoView?.({ block: 'center' });
    control.focus();
  };

  return (
    <div ref={box} className="notice notice--error error-summary" role="alert">
      <p className="error-summary__title">
        <Phrase>
          {formMessage(lang, items.some((item) => item.empty) ? 'checkForm' : 'correctBelow')}
        </Phrase>
      </p>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.key}>
            {item.control ? (
              <a
                href={`#${item.control.id || item.key}`}
                onClick={(event) => focus(event, item.control!)}
              >
                <Phrase>{item.text}</Phrase>
              </a>
            ) : (
              <Phrase>{item.text}</Phrase>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The summary under the sticky header, unless that hides the focused field (see ErrorSummary). */
function bringIntoView(summary: HTMLElement | null): void {
  if (!summary?.isConnected) return;
  summary.scrollIntoView?.({ block: 'start' });
  const field = document.activeElement;
  if (!(field instanceof HTMLElement) || !summary.closest('form')?.contains(field)) return;
  const bar = document.querySelector('.bottom-bar')?.getBoundingClientRect().top;
  const visible = Math.min(window.innerHeight, bar || window.innerHeight);
  const { top, bottom } = field.getBoundingClientRect();
  if (Math.min(bottom, top + 48) > visible) field.scrollIntoView?.({ block: 'center' });
}

function itemsOf(form: HTMLFormElement, entries: FieldErrorEntry[], t: TFunction): Item[] {
  const located = entries.map((entry) => ({ entry, control: controlOf(form, entry) }));
  // In the order the buyer meets the fields, whatever order the schema found them in.
  located.sort((a, b) => {
    if (!a.control || !b.control) return a.control ? -1 : b.control ? 1 : 0;
    return a.control.compareDocumentPosition(b.control) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  return located.map(({ entry, control }) => {
    const { name, named } = control ? nameOf(control) : { name: '', named: '' };
    const text =
      name && !entry.message.includes(named)
        ? t('form.summaryItem', { label: name, message: entry.message })
        : entry.message;
    return { key: entry.name, text, control, empty: !!control && isBlank(form, control) };
  });
}
