import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_MESSAGES } from '@lender/contracts';
import { SAVED_FLASH_MS } from './useFlash';
import { apiError, mockApi, type ApiMock, renderAt, signIn, signOut } from '@lender/shared/testing';
import ProfilePage from './ProfilePage';
import { PROFILE_VIEWING_NOTE } from './ProfileForm';
import { ownPattern } from '../paths';

const profile = {
  id: 'p1',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '5125550100',
};
let api: ApiMock;

beforeEach(() => signIn());
afterEach(() => {
  api.restore();
  signOut();
  jest.useRealTimers();
});

const loadProfile = async () => {
  renderAt(<ProfilePage />, ownPattern('profile'));
  expect(screen.getByRole('status')).toHaveTextContent('Loading your profile');
  return screen.findByRole('button', { name: 'Save' });
};

describe('ProfilePage (/dashboard/profile)', () => {
  it('loads the profile into labelled fields, the phone shown 3-3-4', async () => {
    api = mockApi({ 'GET fetchaccountprofile': { body: { profile } } });
    await loadProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Street Address/)).toHaveValue('1 Main St');
    expect(screen.getByLabelText(/City/)).toHaveValue('Austin');
    expect(screen.getByLabelText(/State/)).toHaveValue('TX');
    expect(screen.getByLabelText(/Zip/)).toHaveValue('78701');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('512-555-0100');
    expect(await screen.findByRole('option', { name: 'Wyoming' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(52); // placeholder + 50 states + DC
  });

  it('is disabled for an employee viewing the account, every control saying why', async () => {
    signIn({ employeeToken: 'employee-token' });
    api = mockApi({ 'GET fetchaccountprofile': { body: { profile } } });
    const save = await loadProfile();
    expect(screen.getAllByRole('status').some((s) => s.textContent === PROFILE_VIEWING_NOTE)).toBe(
      true,
    );
    for (const control of [
      screen.getByLabelText(/Street Address/),
      screen.getByLabelText(/City/),
      screen.getByLabelText(/State/),
      screen.getByLabelText(/Zip/),
      screen.getByLabelText(/Phone/),
      save,
    ]) {
      expect(control).toBeDisabled();
      expect(control).toHaveAccessibleDescription(PROFILE_VIEWING_NOTE);
    }
    expect(api.calls).toHaveLength(1);
  });

  it('masks the zip and the phone while typing', async () => {
    api = mockApi({ 'GET fetchaccountprofile': { body: { profile } } });
    const user = userEvent.setup();
    await loadProfile();
    const zip = screen.getByLabelText(/Zip/);
    await user.clear(zip);
    await user.type(zip, '9a0210-99');
    expect(zip).toHaveValue('90210');
    const phone = screen.getByLabelText(/Phone/);
    await user.clear(phone);
    await user.type(phone, '3105550');
    expect(phone).toHaveValue('310-555-0');
  });

  it('shows the schema messages by the fields, focuses the first, and sends nothing', async () => {
    api = mockApi({ 'GET fetchaccountprofile': { body: { profile } } });
    const user = userEvent.setup();
    await loadProfile();
    await user.clear(screen.getByLabelText(/Street Address/));
    await user.clear(screen.getByLabelText(/Phone/));
    await user.type(screen.getByLabelText(/Phone/), '310555');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByLabelText(/Street Address/)).toHaveAccessibleDescription(
      PROFILE_MESSAGES.street,
    );
    expect(screen.getByLabelText(/Phone/)).toHaveAccessibleDescription(PROFILE_MESSAGES.phone);
    expect(screen.getByLabelText(/Street Address/)).toHaveFocus();
    expect(api.callsTo('POST updateaccountprofile')).toHaveLength(0);
  });

  it('saves the Billing fields, phone as digits, and shows SAVED! for 2 seconds', async () => {
    jest.useFakeTimers();
    api = mockApi({
      'GET fetchaccountprofile': { body: { profile } },
      'POST updateaccountprofile': { body: { success: true, profile } },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await loadProfile();
    const city = screen.getByLabelText(/City/);
    await user.clear(city);
    await user.type(city, 'Dallas');
    await user.selectOptions(screen.getByLabelText(/State/), 'DC');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('SAVED!')).toBeInTheDocument();
    expect(api.callsTo('POST updateaccountprofile')[0]?.body).toEqual({
      BillingStreet: '1 Main St',
      BillingCity: 'Dallas',
      BillingState: 'DC',
      BillingPostalCode: '78701',
      Phone: '5125550100',
    });
    await act(() => jest.advanceTimersByTimeAsync(SAVED_FLASH_MS - 100));
    expect(screen.getByText('SAVED!')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('SAVED!')).not.toBeInTheDocument();
  });

  it('shows Processing... while saving', async () => {
    let finish: () => void = () => undefined;
    api = mockApi({
      'GET fetchaccountprofile': { body: { profile } },
      'POST updateaccountprofile': () =>
        new Promise((resolve) => {
          finish = () => resolve({ body: { success: true, profile } });
        }),
    });
    const user = userEvent.setup();
    await loadProfile();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    await act(async () => finish());
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows an error when the save fails', async () => {
    api = mockApi({
      'GET fetchaccountprofile': { body: { profile } },
      'POST updateaccountprofile': apiError(400, 'Zip must be 5 digits.'),
    });
    const user = userEvent.setup();
    await loadProfile();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save your profile (error: Zip must be 5 digits.). Please try again.',
    );
    expect(screen.queryByText('SAVED!')).not.toBeInTheDocument();
  });

  it('shows a load failure with a refresh link', async () => {
    let fail = true;
    api = mockApi({
      'GET fetchaccountprofile': () =>
        fail ? apiError(500, 'Database down') : { body: { profile } },
    });
    const user = userEvent.setup();
    renderAt(<ProfilePage />, ownPattern('profile'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem loading data (error: Database down).',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('keeps and shows a stored state the list does not know, and asks for a US state on save', async () => {
    api = mockApi({
      'GET fetchaccountprofile': { body: { profile: { ...profile, state: 'PR' } } },
    });
    const user = userEvent.setup();
    await loadProfile();
    const state = screen.getByLabelText(/State/);
    expect(state).toHaveValue('PR');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent(
      'PR (not a recognised US state)',
    );
    expect(screen.getAllByRole('option')).toHaveLength(53);
    expect(state).toHaveAccessibleDescription(
      'Your saved state is not one of the 50 US states or DC: please choose one.',
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(state).toHaveAccessibleDescription(
      expect.stringContaining(PROFILE_MESSAGES.stateInvalid),
    );
    expect(state).toHaveFocus();
    expect(api.callsTo('POST updateaccountprofile')).toHaveLength(0);

    await user.selectOptions(state, 'TX');
    expect(state).not.toHaveAccessibleDescription(expect.stringContaining('saved state'));
    // The stored value stays a choice until the page is left.
    expect(
      screen.getByRole('option', { name: 'PR (not a recognised US state)' }),
    ).toBeInTheDocument();
  });
});
