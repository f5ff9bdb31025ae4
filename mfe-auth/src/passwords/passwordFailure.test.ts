import { ApiError } from '@lender/shared';
import { passwordFailure } from './passwordFailure';

describe('passwordFailure', () => {
  it("a 400 is the server refusing the password, in the server's words", () => {
    expect(passwordFailure(new ApiError(400, 'Password must have 1 lowercase letter…'))).toEqual({
      kind: 'refused',
      message: 'Password must have 1 lowercase letter…',
    });
  });

  it('a 401 or 403 is a link that is no longer valid', () => {
    expect(passwordFailure(new ApiError(401, 'Link expired.'))).toEqual({ kind: 'linkInvalid' });
    expect(passwordFailure(new ApiError(403, 'Not your link.'))).toEqual({ kind: 'linkInvalid' });
  });

  it('anything else is another failure', () => {
    expect(passwordFailure(new ApiError(500, 'Database down'))).toEqual({ kind: 'other' });
    expect(passwordFailure(new ApiError(0, 'fetch failed'))).toEqual({ kind: 'other' });
    expect(passwordFailure(new Error('boom'))).toEqual({ kind: 'other' });
  });
});
