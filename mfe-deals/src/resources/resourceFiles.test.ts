import {
  brokerResources,
  customerResources,
  resourceFormat,
  resourceHref,
  resourceTitle,
} from './resourceFiles';

describe('resource files', () => {
  it('links each file under /documents/resources/ with its name encoded', () => {
    expect(resourceHref({ fileName: 'Draw Request Guide.pdf' })).toBe(
      '/documents/resources/Draw%20Request%20Guide.pdf',
    );
  });

  it('derives the title and format from the file name', () => {
    expect(resourceTitle({ fileName: 'Rent Roll Template.xlsx' })).toBe('Rent Roll Template');
    expect(resourceFormat({ fileName: 'Rent Roll Template.xlsx' })).toBe('XLSX');
    expect(resourceFormat({ fileName: 'README' })).toBe('');
  });

  it('offers the customer templates and the ACH authorization form', () => {
    const names = customerResources.map((file) => file.fileName);
    expect(names).toEqual(
      expect.arrayContaining([
        'Construction Budget Template.xlsx',
        'Draw Request Guide.pdf',
        'Rent Roll Template.xlsx',
        'ACH Recurring Payment Authorization.pdf',
      ]),
    );
  });

  it('lists each file once per audience', () => {
    for (const list of [customerResources, brokerResources]) {
      const names = list.map((file) => file.fileName);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
