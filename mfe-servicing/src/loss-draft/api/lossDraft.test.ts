/** @jest-environment node */
import { LOSS_DRAFT_MESSAGES } from '@lender/contracts';
import { write } from '@lender/shared';
import { liveApiForThisFile } from '@lender/shared/testing/live-api';
import { lossDraftWrite } from './lossDraft';

const requestLossDraft = (request: Parameters<typeof lossDraftWrite>[0]) =>
  write(lossDraftWrite(request));

const api = liveApiForThisFile();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n').toString('base64');

const claim = {
  loan_number: 'LN-1004',
  borrowing_entity: 'Ellis Build Co LLC',
  gurantor_name: 'Jordan Ellis',
  best_contact_number: '512-555-0187',
  email: 'borrower@demo.test',
  date: '2026-03-15',
  affected_property: '4810 Bull Creek Rd',
  date_of_loss: '2026-03-01',
  description_of_loss: 'Hail damage',
  claim_amount: '$25,000.00',
};

it('files a loss draft with the lien waiver and the intent to repair', async () => {
  await api.signInAs('borrower@demo.test');
  expect(
    await requestLossDraft({
      ...claim,
      files: [
        { fileName: 'waiver.pdf', fileData: PDF, field: 'contractor_lien_waiver' },
        { fileName: 'intent.pdf', fileData: PDF, field: 'declaration_of_intent_to_repair' },
      ],
    }),
  ).toBe(LOSS_DRAFT_MESSAGES.success);
});

it('is refused without the intent to repair, with its message', async () => {
  await api.signInAs('borrower@demo.test');
  await expect(
    requestLossDraft({
      ...claim,
      files: [{ fileName: 'waiver.pdf', fileData: PDF, field: 'contractor_lien_waiver' }],
    }),
  ).rejects.toMatchObject({ status: 400, message: LOSS_DRAFT_MESSAGES.intentToRepair });
});
