import { useEffect, useRef, type BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** The call whose refusal the form's banner shows (a react-query mutation). */
export type Refusable = { isPending: boolean; isError: boolean; error: unknown; reset: () => void };

/**
 * The banner of a server refusal on a checked form goes once it no longer answers what is on
 * screen (docs/rules/accounts.md#form-messages): when the buyer changes a field it is about, and
 * at the next press of the button, before the form is checked (a press the check stops would
 * otherwise leave 'The current password is incorrect.' above a corrected field). `about` names the
 * fields a refusal is about; [] for none (only the next press takes it away), undefined for any.
 * Returns the form's submit handler, wrapped. Nothing is cleared while a call is on its way.
 */
export function useRefusal<Fields extends FieldValues, Output>(
  form: Pick<UseFormReturn<Fields, unknown, Output>, 'watch' | 'handleSubmit'>,
  call: Refusable,
  onValid: (values: Output) => unknown,
  about?: (error: unknown) => readonly string[] | undefined,
) {
  const latest = useRef({ call, about });
  useEffect(() => {
    latest.current = { call, about };
  });
  const { watch } = form;
  useEffect(() => {
    const watching = watch((_, { name, type }) => {
      const { call: now, about: aboutOf } = latest.current;
      if (type !== 'change' || !name || !now.isError || now.isPending) return;
      const fields = aboutOf?.(now.error);
      if (!fields || fields.some((field) => name === field || name.startsWith(`${field}.`)))
        now.reset();
    });
    return () => watching.unsubscribe();
  }, [watch]);
  return (event?: BaseSyntheticEvent) => {
    if (!call.isPending) call.reset();
    return form.handleSubmit((values) => void onValid(values))(event);
  };
}
