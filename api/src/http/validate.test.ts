import * as v from 'valibot';
import { HttpError } from './errors';
import { brokenTextMessage, findUnstorableText, NUL_MESSAGE, parseBody } from './validate';

const schema = v.object({
  name: v.pipe(v.string('Name must be text.'), v.nonEmpty('Name is required.')),
  age: v.optional(v.number()),
});

const messageOf = (body: unknown): string => {
  try {
    parseBody(schema, body);
  } catch (error) {
    if (error instanceof HttpError) return `${error.statusCode} ${error.message}`;
    throw error;
  }
  return 'ok';
};

describe('parseBody', () => {
  it('returns the parsed output', () => {
    expect(parseBody(schema, { name: 'A', extra: 1 })).toEqual({ name: 'A' });
  });
  it('turns the first issue into a 400', () => {
    expect(messageOf({ name: '' })).toBe('400 Name is required.');
    expect(messageOf({ name: 5 })).toBe('400 Name must be text.');
  });
  it('names a missing key', () => {
    expect(messageOf({})).toBe('400 name is required.');
    expect(messageOf(undefined)).toBe('400 name is required.');
  });
  it('rejects a body that is not an object', () => {
    expect(messageOf([1])).toBe('400 Request body must be a JSON object.');
    expect(messageOf('text')).toBe('400 Request body must be a JSON object.');
  });
});

describe('NUL characters', () => {
  const loose = v.object({ note: v.string(), tags: v.optional(v.array(v.string())) });

  it('are refused in any string a schema lets through', () => {
    expect(() => parseBody(loose, { note: 'a\u0000b' })).toThrow(NUL_MESSAGE);
    expect(() => parseBody(loose, { note: 'ok', tags: ['x', '\u0000'] })).toThrow(HttpError);
    expect(parseBody(loose, { note: 'ok' })).toEqual({ note: 'ok' });
  });

  it('are found in nested values and keys', () => {
    expect(findUnstorableText({ a: [{ b: 'x\u0000' }] })).toEqual({
      problem: 'nul',
      field: 'a[0].b',
    });
    expect(findUnstorableText({ ['k\u0000']: 1 })).toMatchObject({ problem: 'nul' });
    expect(findUnstorableText({ a: [1, null, true, 'x'] })).toBeNull();
  });
});

describe('broken Unicode (a lone surrogate)', () => {
  const loose = v.object({ note: v.string(), tags: v.optional(v.array(v.string())) });

  it.each(['\ud800', 'a\udfff', '\udc00\ud800', 'end\udbff'])(
    'is refused in any string a schema lets through, naming the field (%j)',
    (text) => {
      expect(() => parseBody(loose, { note: text })).toThrow(brokenTextMessage('note'));
      expect(() => parseBody(loose, { note: 'ok', tags: ['x', text] })).toThrow(
        brokenTextMessage('tags[1]'),
      );
    },
  );

  it('lets well-formed text through, emoji included', () => {
    expect(parseBody(loose, { note: 'Zoë 😀 \ud83d\ude00' })).toEqual({ note: 'Zoë 😀 😀' });
  });

  it('is found in keys too', () => {
    expect(findUnstorableText({ ['k\ud800']: 'v' })).toMatchObject({ problem: 'broken' });
  });
});
