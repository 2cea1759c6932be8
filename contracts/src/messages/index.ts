// docs/rules/errors-and-messages.md#message-formatting: the error-message formatter, its built-in
// tables and the payment-error mapping.
export * from './message-tables';
export * from './fetch-error-message';
export * from './placeholders';
export * from './field-issues';
export * from './format-message';
export * from './payment-errors';
export * from './issue-messages';
