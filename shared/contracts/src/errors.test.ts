import { isApiErrorBody } from './errors';

it('recognises the error shape', () => {
  expect(isApiErrorBody({ statusCode: 400, error: 'Bad Request', message: 'x' })).toBe(true);
  expect(isApiErrorBody({ statusCode: '400', error: 'Bad Request', message: 'x' })).toBe(false);
  expect(isApiErrorBody({ statusCode: 400, error: 'Bad Request' })).toBe(false);
  expect(isApiErrorBody(null)).toBe(false);
  expect(isApiErrorBody('Bad Request')).toBe(false);
});
