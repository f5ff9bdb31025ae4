// Readable text for the servicing team's mail. The forms send free text with non-ASCII, <, > and &
// as numeric entities (spec §5) and the extension's summary as (sanitized) HTML: a plain-text mail
// shows neither as such, so both are turned back into the characters and lines they stand for.

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

const fromCodePoint = (code: number, original: string): string =>
  Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
    ? String.fromCodePoint(code)
    : original;

/** '&#8212;' → '—', '&#60;' → '<', '&lt;' → '<'; anything else is left as written. */
export const decodeEntities = (text: string): string =>
  text.replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]+));/gi, (entity, dec, hex, name) => {
    if (dec !== undefined) return fromCodePoint(Number(dec), entity);
    if (hex !== undefined) return fromCodePoint(parseInt(hex as string, 16), entity);
    return NAMED[(name as string).toLowerCase()] ?? entity;
  });

/**
 * The sanitized summary (tags without attributes, sanitize.ts) as lines of text: headings and
 * paragraphs on lines of their own, a table's cells joined by ' | ' per row, list items as '- '.
 */
export const htmlToText = (html: string): string =>
  decodeEntities(
    html
      .replace(/\s+/g, ' ')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/t[hd]>\s*<t[hd]>/gi, ' | ')
      .replace(/<li>/gi, '\n- ')
      .replace(/<(tr|dt|dd)>/gi, '\n')
      .replace(/<\/?(p|div|h[1-6]|table|thead|tbody|ul|ol|dl)>/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  )
    .split('\n')
    .map((line) => line.trim())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An HTML part: the mail's text lines (escaped) above the sanitized summary. */
export const htmlPart = (lines: readonly string[], summaryHtml: string): string =>
  [
    '<!doctype html><html><body>',
    ...lines.map((line) => (line === '' ? '' : `<p>${escapeHtml(line)}</p>`)),
    summaryHtml,
    '</body></html>',
  ].join('\n');
