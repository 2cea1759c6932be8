import {
  fail,
  isSuccess,
  ok,
  resultSchema,
  StatusCode,
  statusCodePattern,
} from '@kakehashi/contracts';
import { z } from 'zod';

describe('Result envelope', () => {
  it('marks E000-000 as the only success status', () => {
    expect(isSuccess('E000-000')).toBe(true);
    expect(isSuccess('E000-006')).toBe(false);
    expect(isSuccess(undefined)).toBe(false);
  });

  it('wraps data in a success Result that its schema accepts', () => {
    const result = ok({ hit: 1 });
    expect(result).toEqual({ status: 'E000-000', data: { hit: 1 } });
    expect(resultSchema(z.object({ hit: z.number() })).parse(result)).toEqual(result);
  });

  it('builds a failure with a message and field errors', () => {
    const result = fail(StatusCode.invalidInput, 'Bad', {
      errors: [{ name: 'email', value: 'required' }],
    });
    expect(result).toMatchObject({ status: 'E000-400', data: null, message: 'Bad' });
    expect(result.errors).toHaveLength(1);
  });

  it('names every catalogue code in the E000-000 shape', () => {
    for (const code of Object.values(StatusCode)) expect(code).toMatch(statusCodePattern);
  });
});
