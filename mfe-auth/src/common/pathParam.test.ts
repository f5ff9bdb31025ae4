import { lastPathSegment } from './pathParam';

describe('lastPathSegment', () => {
  it('reads the last segment, decoded, with or without a trailing slash', () => {
    expect(lastPathSegment('/change-password/abc.def')).toBe('abc.def');
    expect(lastPathSegment('/signup/jo%40broker.test/')).toBe('jo@broker.test');
    expect(lastPathSegment('/create-account/a+b@demo.test')).toBe('a+b@demo.test');
  });

  it('is null for an empty path or a malformed escape', () => {
    expect(lastPathSegment('/')).toBeNull();
    expect(lastPathSegment('/thank-you/%E0%A4%A')).toBeNull();
  });
});
