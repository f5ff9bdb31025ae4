import * as v from 'valibot';
import { validateFields } from './validate';
import { signInSchema } from './auth';

describe('validateFields', () => {
  it('returns the output when the input is valid', () => {
    expect(validateFields(signInSchema, { email: 'a@b.test', password: 'x' })).toEqual({
      success: true,
      output: { email: 'a@b.test', password: 'x' },
    });
  });

  it("keys each field's first message by the field name", () => {
    const result = validateFields(signInSchema, { email: 'nope', password: '' });
    expect(result).toEqual({
      success: false,
      errors: {
        email: 'Valid email address required.',
        password: 'Valid Email and Password are required. For help with your password click below.',
      },
    });
  });

  it('keeps only the first message of a field', () => {
    const schema = v.object({
      zip: v.pipe(v.string(), v.minLength(5, 'first'), v.regex(/^\d+$/, 'second')),
    });
    expect(validateFields(schema, { zip: 'ab' })).toEqual({
      success: false,
      errors: { zip: 'first' },
    });
  });
});
