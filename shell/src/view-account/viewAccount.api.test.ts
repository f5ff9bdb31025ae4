/** @jest-environment node */
import { useSession, write } from '@lender/shared';
import { liveApiForThisFile } from '@lender/shared/testing/live-api';
import { impersonateWrite } from './impersonate';
import { identityOf, ownSessionWrite } from './ownSession';

const impersonate = (username: string, employeeToken: string) =>
  write(impersonateWrite(username, employeeToken));
const ownSessionAgain = (employeeToken: string) => write(ownSessionWrite(employeeToken));

const api = liveApiForThisFile();

it('opens a borrower’s account with the employee’s token, and back', async () => {
  const own = await api.signInAs('employee@demo.test');
  const viewed = await impersonate('borrower@demo.test', own.token);
  expect(viewed).toMatchObject({
    email: 'borrower@demo.test',
    accountType: 'CustomerAccount',
    isLead: false,
    token: expect.stringMatching(/^ey/),
  });
  expect(identityOf(own.token)).toEqual({
    userId: own.userId,
    email: own.email,
    name: own.name,
    accountType: 'Employee',
  });
  const again = await ownSessionAgain(own.token);
  expect(again).toMatchObject({ userId: own.userId, email: own.email, accountType: 'Employee' });
});

it('is refused to anyone but an employee, and for another employee', async () => {
  const broker = await api.signInAs('broker@demo.test');
  await expect(impersonate('borrower@demo.test', broker.token)).rejects.toMatchObject({
    status: 403,
  });
  const own = await api.signInAs('employee@demo.test');
  await expect(impersonate('employee@demo.test', own.token)).rejects.toMatchObject({ status: 403 });
  await expect(impersonate('nobody@demo.test', own.token)).rejects.toMatchObject({ status: 404 });
  expect(useSession.getState().token).toBe(own.token);
});
