/** @jest-environment node */
// Every template the resources pages link is a real file of its type in the shell's public folder
// (served as /documents/resources/…), so each link downloads what it says.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brokerResources, customerResources, resourceFormat } from './resourceFiles';

const FOLDER = join(__dirname, '../../../shell/public/documents/resources');
const linked = [...new Set([...customerResources, ...brokerResources].map((f) => f.fileName))];

/** The central directory's file names of a ZIP (an .xlsx is one). */
const zipEntries = (bytes: Buffer): string[] => {
  const names: string[] = [];
  for (let at = bytes.indexOf('PK\x01\x02'); at >= 0; at = bytes.indexOf('PK\x01\x02', at + 4)) {
    const nameLength = bytes.readUInt16LE(at + 28);
    names.push(bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
  }
  return names;
};

describe('resource files on disk', () => {
  it('holds every linked file, and nothing unlinked', () => {
    expect(readdirSync(FOLDER).sort()).toEqual([...linked].sort());
  });

  it.each(linked)('%s is a real file of its type', (fileName) => {
    const bytes = readFileSync(join(FOLDER, fileName));
    const format = resourceFormat({ fileName });
    if (format === 'PDF') {
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.subarray(-8).toString('latin1')).toMatch(/%%EOF\s*$/);
    } else if (format === 'XLSX') {
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
      expect(zipEntries(bytes)).toEqual(
        expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml']),
      );
    } else {
      throw new Error(`No check for ${format} files yet`);
    }
  });

  it('offers the ACH form, the budget and rent roll templates and the track record', () => {
    expect(linked).toEqual(
      expect.arrayContaining([
        'ACH Recurring Payment Authorization.pdf',
        'Construction Budget Template.xlsx',
        'Rent Roll Template.xlsx',
        'Borrower Track Record Template.xlsx',
      ]),
    );
  });
});
