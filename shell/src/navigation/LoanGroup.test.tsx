import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EMPTY_LOAN_LISTS, useLoanLists } from './loan-lists/loanLists';
import { LoanGroup } from './LoanGroup';
import { installPortalPageTable } from '../testing/portalPageTable';

beforeEach(() => {
  installPortalPageTable();
});

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

it('ends a bounded list with how many there are in all and a link to the dashboard', () => {
  useLoanLists.setState({
    status: 'loaded',
    lists: {
      ...EMPTY_LOAN_LISTS,
      funded_loans: [{ id: 'f5', nickname: null, address: '5 Pine Rd' }],
      totals: { funded_loans: 5000, construction: 0, loans_in_process: 0 },
    },
  });
  const list = renderGroup('funded_loans', 'Funded Loans');
  expect(
    list.getByRole('link', { name: 'Showing 1 of 5,000: all on the dashboard' }),
  ).toHaveAttribute('href', '/dashboard');
});

it('adds nothing when the list is whole', () => {
  expect(renderGroup('funded_loans', 'Funded Loans').getAllByRole('link')).toHaveLength(1);
});
