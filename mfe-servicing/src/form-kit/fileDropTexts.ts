// What a form's document field says around its drop area.

/** '.pdf,.docx' → 'Accepted: PDF, DOCX.' */
export const acceptedTypes = (accept: string): string =>
  `Accepted: ${accept
    .split(',')
    .map((type) => type.trim().replace(/^\./, '').toUpperCase())
    .filter(Boolean)
    .join(', ')}.`;
