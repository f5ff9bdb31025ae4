import { toNumericEntities } from './numericEntities';
import { CLAIM_WARNING, SERVICING_FAILURE_MESSAGES, WARNING_THRESHOLD } from './servicingTexts';

describe('the forms’ texts', () => {
  it('are the spec §8 and §9 values', () => {
    expect(WARNING_THRESHOLD).toBe(20000);
    expect(CLAIM_WARNING).toBe('A claim above $20,000 needs two PDFs.');
    // The text is written out; it must name the threshold the forms check.
    expect(CLAIM_WARNING).toContain(`$${WARNING_THRESHOLD.toLocaleString('en-US')} `);
    expect(SERVICING_FAILURE_MESSAGES.payoff).toBe(
      'An error ocurred during submission. Please try again later.',
    );
    expect(SERVICING_FAILURE_MESSAGES.lossDraft).toBe(
      'An error ocurred during submission.  Please try again later.',
    );
  });
});

describe('toNumericEntities', () => {
  it('encodes non-ASCII, <, > and & and keeps the rest', () => {
    expect(toNumericEntities('Café <b> & "x"')).toBe('Caf&#233; &#60;b&#62; &#38; "x"');
    expect(toNumericEntities('plain text 123')).toBe('plain text 123');
    expect(toNumericEntities('😀')).toBe('&#128512;');
    expect(toNumericEntities('')).toBe('');
  });
});
