import { isApiError } from './errors';
import * as schemas from './index';

describe('apiErrorSchema', () => {
  it('recognises the error shape', () => {
    expect(isApiError({ statusCode: 400, error: 'Bad Request', message: 'x' })).toBe(true);
    expect(isApiError({ statusCode: '400', error: 'Bad Request', message: 'x' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
  it('the index exports every module', () => {
    for (const name of [
      'signInSchema',
      'navResponseSchema',
      'profileUpdateSchema',
      'mostRecentLocsResponseSchema',
      'apiErrorSchema',
      'digitsOnly',
    ]) {
      expect(schemas).toHaveProperty(name);
    }
  });
});
