// §5: the forms send free text with non-ASCII characters, <, > and & as numeric entities.

/** Non-ASCII characters, <, > and & become numeric entities (&#NNN;), per code point. */
export const toNumericEntities = (text: string): string =>
  text.replace(/[\u{80}-\u{10FFFF}<>&]/gu, (char) => `&#${char.codePointAt(0) ?? 0};`);
