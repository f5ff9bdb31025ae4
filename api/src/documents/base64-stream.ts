// An incremental, strict base64 decoder: pieces of text in, bytes out. Whitespace (line breaks of
// MIME-style base64) is skipped; padding is optional but, when present, only at the very end.
// Pure: no I/O.
export class Base64Error extends Error {
  constructor() {
    super('invalid base64');
    this.name = 'Base64Error';
  }
}

const WHITESPACE = /[\t\n\r ]/g;
const ALPHABET = /^[A-Za-z0-9+/]*$/;

export class Base64StreamDecoder {
  /** Fewer than 4 characters carried to the next piece. */
  private rest = '';
  private padding = 0;

  constructor(private readonly onBytes: (bytes: Buffer) => void) {}

  write(text: string): void {
    const clean = text.replace(WHITESPACE, '');
    if (clean === '') return;
    if (this.padding > 0) {
      if (!/^=+$/.test(clean)) throw new Base64Error();
      this.addPadding(clean.length);
      return;
    }
    const eq = clean.indexOf('=');
    const data = eq === -1 ? clean : clean.slice(0, eq);
    if (eq !== -1) {
      const pad = clean.slice(eq);
      if (!/^=+$/.test(pad)) throw new Base64Error();
      this.addPadding(pad.length);
    }
    if (!ALPHABET.test(data)) throw new Base64Error();
    const all = this.rest + data;
    const usable = all.length - (all.length % 4);
    if (usable > 0) this.onBytes(Buffer.from(all.slice(0, usable), 'base64'));
    this.rest = all.slice(usable);
  }

  /** Decodes what is left; throws when the text was not whole base64. */
  end(): void {
    const length = this.rest.length;
    if (length === 1) throw new Base64Error();
    if (this.padding > 0 && (length + this.padding) % 4 !== 0) throw new Base64Error();
    if (length > 0) this.onBytes(Buffer.from(this.rest, 'base64'));
    this.rest = '';
  }

  private addPadding(count: number): void {
    this.padding += count;
    if (this.padding > 2) throw new Base64Error();
  }
}
