// Test helper: the API answers the draw request's calls need, and the modal's answers.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { toIsoDate } from '@lender/contracts';
import { mockApi, type ApiRoutes } from '@lender/shared/testing';
import { beneficiary, budget, draws } from './construction';

export const serveDrawRequest = (routes: ApiRoutes = {}) =>
  mockApi({
    'POST deals/draws': { body: { draws: draws() } },
    'POST deals/budget': { body: { budget: budget() } },
    'GET borrower/beneficiaries': { body: { accounts: [beneficiary()] } },
    'POST deals/draws/new': { body: { success: true, id: 'dr-new' } },
    ...routes,
  });

/** The next `weekday` (0 Sunday … 6 Saturday) at least a week from today, YYYY-MM-DD. */
export const nextWeekday = (weekday: number): string => {
  const date = new Date();
  date.setDate(date.getDate() + 7);
  while (date.getDay() !== weekday) date.setDate(date.getDate() + 1);
  return toIsoDate(date);
};

/** Fills every answer of the open Request Draw modal (the account chosen from the list). */
export const fillInDrawModal = async (
  user: ReturnType<typeof userEvent.setup>,
  start: string,
): Promise<void> => {
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/^Inspection Start Date/), {
    target: { value: start },
  });
  await user.type(within(dialog).getByLabelText(/^Lockbox Access Code/), '4321');
  // The sole account on file is already chosen (§4).
  const account = await within(dialog).findByLabelText(/^Bank Account/);
  await waitFor(() => expect(account).toHaveValue('ben-1'));
  await user.click(within(dialog).getByLabelText(/I\/We Agree/));
};
