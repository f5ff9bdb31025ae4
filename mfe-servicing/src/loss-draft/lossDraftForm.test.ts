import { LOSS_DRAFT_MESSAGES } from '@lender/contracts';
import { checkLossDraft, emptyLossDraftForm, lossDraftFiles } from './lossDraftForm';

const pdf = (name: string) => new File(['%PDF-1.4 x'], name, { type: 'application/pdf' });
const filled = {
  ...emptyLossDraftForm(),
  loan_number: 'LN-1004',
  borrowing_entity: 'Ellis Build Co LLC',
  gurantor_name: 'Jordan Ellis',
  best_contact_number: '512-555-0187',
  email: 'jordan@demo.test',
  date: '2026-03-15',
  affected_property: '4810 Bull Creek Rd',
  date_of_loss: '2026-03-01',
  description_of_loss: 'Hail damage to the roof',
  claim_amount: '$25,000.00',
};

it('lists the chosen documents in slot order, each with its slot', () => {
  const waiver = pdf('waiver.pdf');
  const estimate = pdf('estimate.pdf');
  expect(
    lossDraftFiles.entries({ contractor_lien_waiver: waiver, repair_estimate: estimate }),
  ).toEqual([
    ['repair_estimate', estimate],
    ['contractor_lien_waiver', waiver],
  ]);
});

it('says a missing required document at its slot, never under files', () => {
  const checked = checkLossDraft(filled, [], {});
  expect(checked).toEqual({
    success: false,
    errors: {
      contractor_lien_waiver: LOSS_DRAFT_MESSAGES.lienWaiver,
      declaration_of_intent_to_repair: LOSS_DRAFT_MESSAGES.intentToRepair,
    },
  });
});

it('passes the claim once the required documents are chosen', () => {
  const files = {
    contractor_lien_waiver: pdf('waiver.pdf'),
    declaration_of_intent_to_repair: pdf('intent.pdf'),
  };
  const placeholders = [
    { fileName: 'waiver.pdf', fileData: '', field: 'contractor_lien_waiver' },
    { fileName: 'intent.pdf', fileData: '', field: 'declaration_of_intent_to_repair' },
  ];
  expect(checkLossDraft(filled, placeholders, files)).toMatchObject({
    success: true,
    output: { loan_number: 'LN-1004', files: placeholders },
  });
});
