import { decodeEntities, htmlPart, htmlToText } from './mail-text';

describe('decodeEntities', () => {
  it('turns the forms’ numeric entities back into characters', () => {
    expect(decodeEntities('Sale &#8212; closing &#60;June&#62; &#38; more &#x1F3E0;')).toBe(
      'Sale — closing <June> & more 🏠',
    );
    expect(decodeEntities('A &amp; B &lt;ok&gt;')).toBe('A & B <ok>');
  });

  it('leaves what is no character as written', () => {
    expect(decodeEntities('&#55296; &#0; &#99999999; &bogus; AT&T')).toBe(
      '&#55296; &#0; &#99999999; &bogus; AT&T',
    );
  });
});

describe('htmlToText', () => {
  it('gives headings, table rows and list items lines of their own', () => {
    const html =
      '<h2>Extension Request</h2><table><tbody><tr><td>Loan Number</td><td>LN-1</td></tr>' +
      '<tr><td>Reason</td><td>Rain &#8212; a lot</td></tr></tbody></table>' +
      '<ul><li>one</li><li>two</li></ul><p>Thanks<br>J</p>';
    expect(htmlToText(html)).toBe(
      [
        'Extension Request',
        '',
        'Loan Number | LN-1',
        'Reason | Rain — a lot',
        '',
        '- one',
        '- two',
        '',
        'Thanks',
        'J',
      ].join('\n'),
    );
    expect(htmlToText(html)).not.toMatch(/[<>]|&#/);
  });
});

describe('htmlPart', () => {
  it('escapes the text lines and keeps the sanitized summary', () => {
    const part = htmlPart(['Requester: a<b@x.test'], '<h2>Summary</h2>');
    expect(part).toContain('<p>Requester: a&#60;b@x.test</p>');
    expect(part).toContain('<h2>Summary</h2>');
  });
});
