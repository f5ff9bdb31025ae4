// The extension request's HTML summary (`body`), sanitized with sanitize-html before it is stored
// or mailed: a small allow-list of text-structure tags and NO attributes, so nothing in it can run
// or load when servicing staff open it (no script, style, event handler, link or image).
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'dl',
    'dt',
    'dd',
  ],
  allowedAttributes: {},
  allowedSchemes: [],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their content is dropped along with them, not kept as text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
  ],
};

export const sanitizeSummary = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
