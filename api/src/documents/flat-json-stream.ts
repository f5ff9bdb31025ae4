// An incremental parser for one flat JSON object (string, number, boolean or null values; no
// nesting), fed text as it arrives. The value of one chosen key is not kept: its characters go to a
// callback piece by piece, so a 27 MB base64 string is never held whole. Every other value is
// kept, up to a length limit. Pure: no I/O, no HTTP.
export type FlatJsonScalar = string | number | boolean | null;

export type FlatJsonProblem = 'syntax' | 'nested' | 'too-long' | 'too-many-keys' | 'duplicate-key';

export class FlatJsonError extends Error {
  constructor(readonly problem: FlatJsonProblem) {
    super(`flat JSON: ${problem}`);
    this.name = 'FlatJsonError';
  }
}

export interface FlatJsonOptions {
  /** The key whose string value is streamed to onStreamed instead of kept. */
  streamedKey: string;
  onStreamed: (text: string) => void;
  /** Longest kept value or key, in UTF-16 code units. */
  maxFieldLength: number;
  maxKeys: number;
}

type State =
  | 'start'
  | 'key-or-end'
  | 'key'
  | 'colon'
  | 'value'
  | 'string'
  | 'literal'
  | 'comma-or-end'
  | 'key-required'
  | 'done';

const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};
// Raw control characters are not allowed inside JSON strings (RFC 8259 §7).
// eslint-disable-next-line no-control-regex -- that is the point
const RAW_CONTROL = /[\u0000-\u001f]/;
const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const LITERAL_CHAR = /[-+.0-9a-zA-Z]/;
const MAX_LITERAL_LENGTH = 32;

export class FlatJsonObjectParser {
  readonly fields = new Map<string, FlatJsonScalar>();
  /** The streamed key was present with a string value. */
  streamedSeen = false;

  private state: State = 'start';
  private buffer = '';
  private key = '';
  private inKey = false;
  private streaming = false;
  private streamParts: string[] = [];
  /** null: not in an escape; '': after a backslash; 'u…': reading \u hex digits. */
  private escape: string | null = null;

  constructor(private readonly options: FlatJsonOptions) {}

  get complete(): boolean {
    return this.state === 'done';
  }

  write(text: string): void {
    let i = 0;
    const n = text.length;
    while (i < n) {
      switch (this.state) {
        case 'start':
        case 'key-or-end':
        case 'key-required':
        case 'colon':
        case 'comma-or-end':
        case 'done': {
          const c = text[i] as string;
          i += 1;
          if (WHITESPACE.has(c)) break;
          this.structural(c);
          break;
        }
        case 'value': {
          const c = text[i] as string;
          if (WHITESPACE.has(c)) {
            i += 1;
          } else if (c === '"') {
            i += 1;
            this.startString(false);
          } else if (c === '{' || c === '[') {
            throw new FlatJsonError('nested');
          } else if (LITERAL_CHAR.test(c)) {
            this.buffer = '';
            this.state = 'literal';
          } else {
            throw new FlatJsonError('syntax');
          }
          break;
        }
        case 'literal': {
          const c = text[i] as string;
          if (LITERAL_CHAR.test(c)) {
            this.buffer += c;
            if (this.buffer.length > MAX_LITERAL_LENGTH) throw new FlatJsonError('syntax');
            i += 1;
          } else {
            this.finishLiteral();
          }
          break;
        }
        case 'key':
        case 'string':
          i = this.readString(text, i);
          break;
      }
    }
    this.flushStream();
  }

  /** Checks that the text was one whole object (call after the last write). */
  end(): void {
    if (this.state === 'literal') throw new FlatJsonError('syntax');
    if (this.state !== 'done') throw new FlatJsonError('syntax');
  }

  private structural(c: string): void {
    switch (this.state) {
      case 'start':
        if (c !== '{') throw new FlatJsonError(c === '[' ? 'nested' : 'syntax');
        this.state = 'key-or-end';
        return;
      case 'key-or-end':
      case 'key-required':
        if (c === '}' && this.state === 'key-or-end') this.state = 'done';
        else if (c === '"') this.startString(true);
        else throw new FlatJsonError('syntax');
        return;
      case 'colon':
        if (c !== ':') throw new FlatJsonError('syntax');
        this.state = 'value';
        return;
      case 'comma-or-end':
        if (c === ',') this.state = 'key-required';
        else if (c === '}') this.state = 'done';
        else throw new FlatJsonError('syntax');
        return;
      default:
        throw new FlatJsonError('syntax');
    }
  }

  private startString(isKey: boolean): void {
    this.inKey = isKey;
    this.streaming = !isKey && this.key === this.options.streamedKey;
    this.buffer = '';
    this.state = isKey ? 'key' : 'string';
  }

  private append(piece: string): void {
    if (piece === '') return;
    if (this.streaming) {
      this.streamParts.push(piece);
      return;
    }
    this.buffer += piece;
    if (this.buffer.length > this.options.maxFieldLength) throw new FlatJsonError('too-long');
  }

  private flushStream(): void {
    if (this.streamParts.length === 0) return;
    const text = this.streamParts.join('');
    this.streamParts = [];
    this.options.onStreamed(text);
  }

  /** Reads string characters from text[i]; answers the index after what it consumed. */
  private readString(text: string, start: number): number {
    let i = start;
    const n = text.length;
    while (i < n) {
      if (this.escape !== null) {
        i = this.readEscape(text, i);
        continue;
      }
      const quote = text.indexOf('"', i);
      const backslash = text.indexOf('\\', i);
      let stop = n;
      if (quote !== -1) stop = quote;
      if (backslash !== -1 && backslash < stop) stop = backslash;
      const piece = text.slice(i, stop);
      if (RAW_CONTROL.test(piece)) throw new FlatJsonError('syntax');
      this.append(piece);
      i = stop;
      if (i >= n) return i;
      if (text[i] === '"') {
        this.finishString();
        return i + 1;
      }
      this.escape = '';
      i += 1;
    }
    return i;
  }

  private readEscape(text: string, start: number): number {
    let i = start;
    if (this.escape === '') {
      const c = text[i] as string;
      i += 1;
      if (c === 'u') {
        this.escape = 'u';
        return i;
      }
      const decoded = ESCAPES[c];
      if (decoded === undefined) throw new FlatJsonError('syntax');
      this.escape = null;
      this.append(decoded);
      return i;
    }
    while (i < text.length && (this.escape as string).length < 5) {
      const c = text[i] as string;
      if (!/[0-9a-fA-F]/.test(c)) throw new FlatJsonError('syntax');
      this.escape += c;
      i += 1;
    }
    if ((this.escape as string).length === 5) {
      const code = parseInt((this.escape as string).slice(1), 16);
      this.escape = null;
      this.append(String.fromCharCode(code));
    }
    return i;
  }

  private finishString(): void {
    if (this.inKey) {
      const key = this.buffer;
      if (this.fields.has(key) || (key === this.options.streamedKey && this.streamedSeen))
        throw new FlatJsonError('duplicate-key');
      if (this.fields.size + (this.streamedSeen ? 1 : 0) >= this.options.maxKeys)
        throw new FlatJsonError('too-many-keys');
      this.key = key;
      this.state = 'colon';
      return;
    }
    if (this.streaming) {
      this.flushStream();
      this.streamedSeen = true;
      this.streaming = false;
    } else {
      this.fields.set(this.key, this.buffer);
    }
    this.buffer = '';
    this.state = 'comma-or-end';
  }

  private finishLiteral(): void {
    let value: unknown;
    try {
      value = JSON.parse(this.buffer);
    } catch {
      throw new FlatJsonError('syntax');
    }
    if (typeof value !== 'number' && typeof value !== 'boolean' && value !== null)
      throw new FlatJsonError('syntax');
    if (this.key === this.options.streamedKey && this.streamedSeen)
      throw new FlatJsonError('duplicate-key');
    this.fields.set(this.key, value);
    this.buffer = '';
    this.state = 'comma-or-end';
  }
}
