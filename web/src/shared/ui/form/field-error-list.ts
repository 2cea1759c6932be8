import type { FieldErrors, FieldValues } from 'react-hook-form';

/** One field's message, by the field's registered name ('quote.quantity', 'schedule.times.0.date'). */
export type FieldErrorEntry = { name: string; message: string; element?: HTMLElement };

// What react-hook-form keeps beside a message; the rest of an error object is nested fields.
const ownKeys = new Set(['message', 'type', 'types', 'ref', 'root']);

/**
 * Every message of a react-hook-form error tree, flattened to the registered field names. A
 * group's own message (an array's `root`, or one set on the group) is listed under the group's
 * name, before its fields'.
 */
export function fieldErrorList<T extends FieldValues>(errors: FieldErrors<T>): FieldErrorEntry[] {
  const entries: FieldErrorEntry[] = [];
  const walk = (node: unknown, name: string) => {
    if (!node || typeof node !== 'object') return;
    const error = node as Record<string, unknown>;
    if (name && typeof error.message === 'string' && error.message)
      entries.push({
        name,
        message: error.message,
        // The field react-hook-form would focus, when it is one (a controlled select's ref too).
        ...(error.ref instanceof HTMLElement ? { element: error.ref } : {}),
      });
    const root = error.root as { message?: unknown } | undefined;
    if (name && typeof root?.message === 'string' && root.message)
      entries.push({ name, message: root.message });
    for (const [key, child] of Object.entries(error))
      if (!ownKeys.has(key)) walk(child, name ? `${name}.${key}` : key);
  };
  walk(errors, '');
  return entries;
}
