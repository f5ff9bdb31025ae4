import { filePlaceholders } from './claimCheck';

const pdf = (name: string) => new File(['%PDF-1.4 x'], name, { type: 'application/pdf' });

it('stands in for each file by its name, with no data, naming its slot only when it has one', () => {
  expect(
    filePlaceholders([
      [undefined, pdf('invoice.pdf')],
      ['contractor_lien_waiver', pdf('waiver.pdf')],
    ]),
  ).toStrictEqual([
    { fileName: 'invoice.pdf', fileData: '' },
    { fileName: 'waiver.pdf', fileData: '', field: 'contractor_lien_waiver' },
  ]);
});
