import type { StatusCode } from '@kakehashi/contracts/web';

type Code<K extends keyof typeof StatusCode> = (typeof StatusCode)[K];

// The status codes the first page reads, each checked against the catalogue's StatusCode by its
// type: read through that object, the first page carried the whole catalogue, one object of every
// code (docs/architecture.md#the-first-page). Pages loaded later read StatusCode itself.
export const successCode: Code<'success'> = 'E000-000';
export const fetchErrorCode: Code<'fetchError'> = 'E999-999';
export const sessionInvalidCode: Code<'sessionInvalid'> = 'E000-006';
export const memberOnlyCode: Code<'memberOnly'> = 'E028-901';
export const notFoundCode: Code<'notFound'> = 'E000-404';
