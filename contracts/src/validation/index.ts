// docs/rules/accounts.md#passwords-two-readings: validation patterns, both password readings,
// normalisers, form messages (en/jp) and zod field builders.
export * from './patterns';
export * from './password';
export * from './normalise';
export * from './messages';
export * from './fields';
export * from './text';
export * from './sign-in-form';
export * from './international';
