import { loanChoices } from './loanChoices';

const loan = (loanNumber: string | null, nickname: string | null, address: string | null) => ({
  loanNumber,
  nickname,
  address,
  street: null,
});

it('offers each loan with a number once, labelled by number and name, in number order', () => {
  expect(
    loanChoices([
      loan('LN-1010', null, '560 Sunset Ridge Dr, Leander, TX 78641'),
      loan('LN-1009', 'Birch Renovation', '1133 Birch Ave, Austin, TX 78757'),
      loan(null, 'No number yet', '1 Main St'),
      loan('LN-1009', 'Again', '1133 Birch Ave'),
      loan('LN-2', null, null),
    ]),
  ).toEqual([
    { loanNumber: 'LN-2', address: '', label: 'LN-2' },
    {
      loanNumber: 'LN-1009',
      address: '1133 Birch Ave, Austin, TX 78757',
      label: 'LN-1009 · Birch Renovation',
    },
    {
      loanNumber: 'LN-1010',
      address: '560 Sunset Ridge Dr, Leander, TX 78641',
      label: 'LN-1010 · 560 Sunset Ridge Dr, Leander, TX 78641',
    },
  ]);
});
