import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EMPTY_LOAN_LISTS, useLoanLists } from './loan-lists/loanLists';
import { LoanGroup } from './LoanGroup';

// The deal and construction pages are built (the real route table): loans link to them.
beforeEach(() =>
  useLoanLists.setState({
    status: 'loaded',
    lists: {
      ...EMPTY_LOAN_LISTS,
      construction: [{ id: 'k9', nickname: 'Build One', address: '9 Elm St' }],
      funded_loans: [{ id: 'f5', nickname: null, address: '5 Pine Rd' }],
    },
  }),
);

const renderGroup = (list: 'construction' | 'funded_loans', label: string) => {
  render(
    <MemoryRouter>
      <LoanGroup label={label} list={list} />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: new RegExp(label) }));
  return within(screen.getByRole('list'));
};

it('links construction items to the deal’s construction page', () => {
  expect(renderGroup('construction', 'Construction').getByRole('link')).toHaveAttribute(
    'href',
    '/dashboard/deal/k9/construction',
  );
});

it('links other loans to the deal page', () => {
  expect(renderGroup('funded_loans', 'Funded Loans').getByRole('link')).toHaveAttribute(
    'href',
    '/dashboard/deal/f5',
  );
});
