import type { LossDraftFileSlot } from '@lender/contracts';
import { filesBeside, withoutSlot } from './slotFiles';

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const waiver = pdf('waiver.pdf');
const intent = pdf('intent.pdf');
const files: Partial<Record<LossDraftFileSlot, File>> = {
  contractor_lien_waiver: waiver,
  declaration_of_intent_to_repair: intent,
};

it('lists the files of the other slots', () => {
  expect(filesBeside(files, 'contractor_lien_waiver')).toEqual([intent]);
  expect(filesBeside(files, 'repair_estimate')).toEqual([waiver, intent]);
});

it('drops one slot’s file and leaves the kept files as they were', () => {
  expect(withoutSlot(files, 'contractor_lien_waiver')).toEqual({
    declaration_of_intent_to_repair: intent,
  });
  expect(files).toEqual({
    contractor_lien_waiver: waiver,
    declaration_of_intent_to_repair: intent,
  });
});
