import { FlatJsonError, FlatJsonObjectParser, type FlatJsonScalar } from './flat-json-stream';
import { createRng } from '../db/seed/prng';

const parse = (
  chunks: string[],
  options: { maxFieldLength?: number; maxKeys?: number } = {},
): { fields: Record<string, FlatJsonScalar>; streamed: string | null; calls: number } => {
  let streamed: string | null = null;
  let calls = 0;
  const parser = new FlatJsonObjectParser({
    streamedKey: 'data',
    onStreamed: (text) => {
      calls += 1;
      streamed = (streamed ?? '') + text;
    },
    maxFieldLength: options.maxFieldLength ?? 1000,
    maxKeys: options.maxKeys ?? 16,
  });
  for (const chunk of chunks) parser.write(chunk);
  parser.end();
  return {
    fields: Object.fromEntries(parser.fields),
    streamed: parser.streamedSeen ? (streamed ?? '') : null,
    calls,
  };
};

/** Splits text at random places (seeded), including inside escapes and between every character. */
const randomSplits = (text: string, seed: number): string[] => {
  const rng = createRng(seed);
  const chunks: string[] = [];
  let i = 0;
  while (i < text.length) {
    const size = rng.int(1, 7);
    chunks.push(text.slice(i, i + size));
    i += size;
  }
  return chunks;
};

const problemOf = (chunks: string[], options = {}): string => {
  try {
    parse(chunks, options);
    return 'none';
  } catch (error) {
    return error instanceof FlatJsonError ? error.problem : String(error);
  }
};

describe('FlatJsonObjectParser', () => {
  const doc = {
    strippedname: 'Rent Roll "Q1" \\ 2026 /é€😀\u2028.xlsx',
    opportunityId: 'D1009',
    id: '',
    count: -12.5e2,
    yes: true,
    no: false,
    nothing: null,
    data: 'QUJD/+==\n',
  };
  const text = JSON.stringify(doc, null, 2);

  it('reads what JSON.parse reads, streaming the chosen key, however the text is split', () => {
    const { data, ...kept } = doc;
    for (let seed = 1; seed <= 40; seed += 1) {
      const result = parse(randomSplits(text, seed));
      expect(result.fields).toEqual(kept);
      expect(result.streamed).toBe(data);
    }
    expect(parse([text]).streamed).toBe(data);
    expect(parse([...text]).fields).toEqual(kept);
  });

  it('decodes every escape, \\u ones split across chunks included', () => {
    const escaped = '{"a":"\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00"}';
    expect(parse([...escaped]).fields).toEqual(JSON.parse(escaped));
    expect(parse(['{"data":"ab\\', '/cd\\u00', '41"}']).streamed).toBe('ab/cdA');
  });

  it('hands the streamed value over once per write, not per character', () => {
    const big = 'A'.repeat(100_000);
    const result = parse([`{"data":"${big.slice(0, 50_000)}`, `${big.slice(50_000)}"}`]);
    expect(result.streamed).toBe(big);
    expect(result.calls).toBe(2);
  });

  it('answers an empty object and an object without the streamed key', () => {
    expect(parse(['{}'])).toEqual({ fields: {}, streamed: null, calls: 0 });
    expect(parse([' { "a" : "b" } \n'])).toEqual({ fields: { a: 'b' }, streamed: null, calls: 0 });
  });

  it.each([
    ['not an object', ['"x"'], 'syntax'],
    ['an array', ['[1]'], 'nested'],
    ['a nested object', ['{"a":{"b":1}}'], 'nested'],
    ['a nested array', ['{"data":[1]}'], 'nested'],
    ['trailing text', ['{"a":"b"} x'], 'syntax'],
    ['a second object', ['{}{}'], 'syntax'],
    ['a trailing comma', ['{"a":"b",}'], 'syntax'],
    ['a missing colon', ['{"a" "b"}'], 'syntax'],
    ['an unterminated string', ['{"a":"b'], 'syntax'],
    ['an unterminated object', ['{"a":"b"'], 'syntax'],
    ['nothing', [''], 'syntax'],
    ['a raw line break in a string', ['{"a":"b\nc"}'], 'syntax'],
    ['a raw NUL in the streamed string', ['{"data":"b\u0000c"}'], 'syntax'],
    ['a bad escape', ['{"a":"\\x"}'], 'syntax'],
    ['a bad \\u escape', ['{"a":"\\u12G4"}'], 'syntax'],
    ['a bad literal', ['{"a":tru}'], 'syntax'],
    ['an unquoted word', ['{"a":hello}'], 'syntax'],
    ['a duplicate key', ['{"a":"1","a":"2"}'], 'duplicate-key'],
    ['the streamed key twice', ['{"data":"QQ==","data":"QQ=="}'], 'duplicate-key'],
  ])('refuses %s', (_name, chunks, problem) => {
    expect(problemOf(chunks)).toBe(problem);
  });

  it('limits kept values, keys and the number of keys', () => {
    expect(problemOf([`{"a":"${'x'.repeat(11)}"}`], { maxFieldLength: 10 })).toBe('too-long');
    expect(problemOf([`{"${'k'.repeat(11)}":"x"}`], { maxFieldLength: 10 })).toBe('too-long');
    // The streamed value has no such limit.
    expect(problemOf([`{"data":"${'x'.repeat(100)}"}`], { maxFieldLength: 10 })).toBe('none');
    expect(problemOf(['{"a":1,"b":2,"c":3}'], { maxKeys: 2 })).toBe('too-many-keys');
    expect(problemOf(['{"a":1,"b":2}'], { maxKeys: 2 })).toBe('none');
  });
});
