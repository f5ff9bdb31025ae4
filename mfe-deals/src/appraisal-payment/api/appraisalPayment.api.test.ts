/** @jest-environment node */
import { appraisalPaymentSchema, validateFields, type AppraisalPayment } from '@lender/contracts';
import { write } from '@lender/shared';
import { liveApiForThisFile } from '@lender/shared/testing/live-api';
import { cardFormInput, cardPayload, emptyCardForm, newIdempotencyKey } from '../cardForm';
import { appraisalPaymentWrite } from './appraisalPayment';

const processAppraisalPayment = (payment: AppraisalPayment, idempotencyKey: string) =>
  write(appraisalPaymentWrite(payment, idempotencyKey));

const api = liveApiForThisFile();

/** The form as the borrower fills it in, validated and turned into the payload as on submit. */
const payment = (dealId: string, cardNumber: string): AppraisalPayment => {
  const parsed = validateFields(
    appraisalPaymentSchema(),
    cardFormInput(
      {
        ...emptyCardForm(),
        FirstName: 'Jordan',
        LastName: 'Ellis',
        Address: '4810 Bull Creek Rd',
        City: 'Austin',
        State: 'TX',
        Zip: '78731',
        Company: 'Ellis Build Co LLC',
        Email: 'borrower@demo.test',
        Phone: '512-555-0187',
        CardNumber: cardNumber,
        ExpMonth: '12',
        ExpYear: String(new Date().getFullYear() + 1),
        CardSecurity: cardNumber.startsWith('37') ? '1234' : '123',
      },
      dealId,
    ),
  );
  if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
  return cardPayload(parsed.output);
};

it('answers a decline with success false and the gateway’s message', async () => {
  await api.signInAs('borrower@demo.test');
  expect(
    await processAppraisalPayment(payment('D1005', '4000-0000-0000-0002'), newIdempotencyKey()),
  ).toEqual({ success: false, message: 'Your card was declined.' });
});

// D1005's appraisal is ordered and its fee unpaid in the demo data (a decline leaves it so).
it('charges once: the same attempt re-sent gets the first answer, a new one is refused', async () => {
  await api.signInAs('borrower@demo.test');
  const key = newIdempotencyKey();
  const first = await processAppraisalPayment(payment('D1005', '4242-4242-4242-4242'), key);
  expect(first.success).toBe(true);
  expect(await processAppraisalPayment(payment('D1005', '4242-4242-4242-4242'), key)).toEqual(
    first,
  );
  await expect(
    processAppraisalPayment(payment('D1005', '4242-4242-4242-4242'), newIdempotencyKey()),
  ).rejects.toMatchObject({ message: 'The appraisal fee for this deal has already been paid.' });
});

it('refuses the fee of an appraisal not ordered yet (D1004: Needed), as the portal offers no pay page', async () => {
  await api.signInAs('borrower@demo.test');
  await expect(
    processAppraisalPayment(payment('D1004', '4242-4242-4242-4242'), newIdempotencyKey()),
  ).rejects.toMatchObject({
    status: 409,
    message:
      'The appraisal for this deal has not been ordered yet: its fee can be paid once it is ordered.',
  });
});

it('refuses a broker or borrower who cannot see the deal', async () => {
  await api.signInAs('broker@demo.test');
  await expect(
    processAppraisalPayment(payment('D1005', '4242424242424242'), newIdempotencyKey()),
  ).rejects.toMatchObject({ status: 404 });
});
