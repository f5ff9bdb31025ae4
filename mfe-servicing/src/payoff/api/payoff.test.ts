/** @jest-environment node */
import {
  filedRequestsOfAnswer,
  PAYOFF_MESSAGES,
  payoffRequestSchema,
  toIsoDate,
  validateFields,
  type LoginResponse,
} from '@lender/contracts';
import { postJson, useSession, write } from '@lender/shared';
import { liveApiForThisFile, readLive } from '@lender/shared/testing/live-api';
import { filedRequestsRead } from '../../servicing-requests/api/servicingRequests';
import { emptyPayoffForm, payoffInput, payoffPayload } from '../payoffForm';
import { payoffWrite } from './payoff';

const requestPayoff = (...args: Parameters<typeof payoffWrite>) => write(payoffWrite(...args));

const api = liveApiForThisFile();
const fetchServicingRequests = () => readLive(filedRequestsRead, filedRequestsOfAnswer);

/** The form as a borrower fills it in, validated and encoded as on submit. */
const payoff = (loanNumber: string, external: boolean) => {
  const parsed = validateFields(
    payoffRequestSchema(),
    payoffInput(
      {
        ...emptyPayoffForm(),
        loan_number: loanNumber,
        property_address: '4810 Bull Creek Rd, Austin TX',
        good_through_date: toIsoDate(new Date()),
        email: 'borrower@demo.test',
        sale_or_refinance: 'Refinance',
        if_refinance_name_of_lender_and_agent_contact: 'Núñez Capital <Ana> & Co',
        updated_borrower_mailing_address: '1 Oak St, Austin TX 78701',
      },
      external,
    ),
  );
  if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
  return payoffPayload(parsed.output);
};

it('files a signed-in payoff, lists it for its borrower only, and flags a second within 30 days', async () => {
  // LN-1004 is one of borrower@'s deals: the fee notice is the loan's own borrower's.
  await api.signInAs('borrower@demo.test');
  expect(await requestPayoff(payoff('LN-1004', false), { visitor: false })).toEqual({
    success: true,
    feeApplies: false,
    message: PAYOFF_MESSAGES.success,
  });
  const second = await requestPayoff(payoff('LN-1004', false), { visitor: false });
  expect(second.feeApplies).toBe(true);
  expect(second.message).toContain(PAYOFF_MESSAGES.fee);
  const listed = await fetchServicingRequests();
  expect(listed.map((request) => [request.kind, request.loan_number, request.fee_applies])).toEqual(
    [
      ['payoff', 'LN-1004', true],
      ['payoff', 'LN-1004', false],
    ],
  );

  await api.signInAs('borrower2@demo.test');
  expect(await fetchServicingRequests()).toEqual([]);
});

it('files a public payoff without a session', async () => {
  expect((await requestPayoff(payoff('LN-90002', true), { visitor: true })).success).toBe(true);
});

it('files the public payoff as a visitor’s whoever is signed in at the browser', async () => {
  // A broker's or a lead's session would be refused by the signed-in payoff's guards.
  for (const email of ['broker@demo.test', 'lead@demo.test']) {
    await api.signInAs(email);
    expect((await requestPayoff(payoff('LN-90004', true), { visitor: true })).success).toBe(true);
    await expect(
      requestPayoff(payoff('LN-90004', false), { visitor: false }),
    ).rejects.toMatchObject({ status: 403 });
  }
});

it('refuses an employee viewing a borrower’s account', async () => {
  const own = await api.signInAs('employee@demo.test');
  const viewed = await postJson<LoginResponse>(
    'users/impersonate',
    { username: 'borrower@demo.test' },
    { token: own.token },
  );
  useSession.getState().login(viewed);
  await expect(requestPayoff(payoff('LN-90003', false), { visitor: false })).rejects.toMatchObject({
    status: 403,
  });
});
