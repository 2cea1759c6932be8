/**
 * A query option for a field's message where the field shows it, not its copy in the form's
 * error summary (ErrorSummary lists every message again, as a link to the field):
 * `screen.getByText('Email is required.', inPlace)`.
 */
export const inPlace = { ignore: 'script, style, .error-summary *' } as const;
