import { StatusCode } from '@kakehashi/contracts/web';
import * as firstPage from '../first-page-status';

// The first page reads its few status codes without the catalogue object (first-page-status.ts);
// each must be the catalogue's code of its name.
test('the first-page status codes are the catalogue’s', () => {
  expect(firstPage).toEqual({
    successCode: StatusCode.success,
    fetchErrorCode: StatusCode.fetchError,
    sessionInvalidCode: StatusCode.sessionInvalid,
    memberOnlyCode: StatusCode.memberOnly,
    notFoundCode: StatusCode.notFound,
  });
});
