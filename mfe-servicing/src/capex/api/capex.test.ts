/** @jest-environment node */
import { filedRequestsOfAnswer, CAPEX_MESSAGES } from '@lender/contracts';
import { write } from '@lender/shared';
import { liveApiForThisFile, readLive } from '@lender/shared/testing/live-api';
import { filedRequestsRead } from '../../servicing-requests/api/servicingRequests';
import { capexWrite } from './capex';

const requestCapex = (request: Parameters<typeof capexWrite>[0]) => write(capexWrite(request));

const api = liveApiForThisFile();
const fetchServicingRequests = () => readLive(filedRequestsRead, filedRequestsOfAnswer);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n').toString('base64');

it('files a capex request with its files and lists it for the borrower', async () => {
  await api.signInAs('borrower@demo.test');
  expect(
    await requestCapex({
      email: 'borrower@demo.test',
      loan_number: 'LN-1004',
      entity_name: 'Ellis Build Co LLC',
      date: '2026-03-15',
      name: 'Jordan Ellis',
      desc_work_completed: 'New roof',
      property_address: '4810 Bull Creek Rd',
      mailing_address: '1 Oak St',
      files: [{ fileName: 'invoice.pdf', fileData: PDF }],
    }),
  ).toBe(CAPEX_MESSAGES.success);
  expect((await fetchServicingRequests()).map((request) => request.kind)).toEqual(['capex']);
});

it('is refused a file whose content is not its type', async () => {
  await api.signInAs('borrower@demo.test');
  await expect(
    requestCapex({
      email: 'borrower@demo.test',
      loan_number: 'LN-1004',
      entity_name: 'Ellis Build Co LLC',
      date: '2026-03-15',
      name: 'Jordan Ellis',
      desc_work_completed: 'New roof',
      property_address: '4810 Bull Creek Rd',
      mailing_address: '1 Oak St',
      files: [{ fileName: 'invoice.pdf', fileData: Buffer.from('<script>').toString('base64') }],
    }),
  ).rejects.toMatchObject({ status: 400 });
});
