import { act, renderHook } from '@testing-library/react';
import { mockApi, signIn, signOut, type ApiMock, type ApiReply } from '@lender/shared/testing';
import type { ClaimCheck, KeptFiles } from './claimCheck';
import { confirmationOf } from './confirmation';
import type { TextAnswers } from './formDraft';
import { useClaimForm } from './useClaimForm';

type Values = TextAnswers<{ note: string }>;

let api: ApiMock | undefined;
beforeEach(() => signIn());
// Signing out drops the drafts too.
afterEach(() => {
  api?.restore();
  signOut();
});

const pdf = (name: string) => new File(['%PDF-1.4 x'], name, { type: 'application/pdf' });
const kept: KeptFiles<readonly File[]> = {
  none: [],
  entries: (files) => files.map((file) => ['document', file] as const),
};
const passes = (values: Values): ClaimCheck<Values> => ({ success: true, output: values });
const received: ApiReply = { body: { success: true, message: 'Received.' } };

const renderClaim = (check: (values: Values) => ClaimCheck<Values> = passes) => {
  const spy = jest.fn(check);
  const { result } = renderHook(() =>
    useClaimForm({
      form: 'claim-test',
      empty: (): Values => ({ note: '' }),
      failure: 'Failed.',
      files: kept,
      check: spy,
      write: (checked, files) => ({
        path: 'claim',
        body: { ...checked, files },
        parse: confirmationOf,
      }),
    }),
  );
  return { result, check: spy };
};

it('checks the answers with a placeholder for each file, and sends nothing when they fail', async () => {
  api = mockApi({ 'POST claim': received });
  const { result, check } = renderClaim(() => ({
    success: false,
    errors: { note: 'Note is required.' },
  }));
  const file = pdf('a.pdf');
  act(() => result.current.setFiles([file]));
  await act(() => result.current.submit());
  expect(check).toHaveBeenCalledWith(
    { note: '' },
    [{ fileName: 'a.pdf', fileData: '', field: 'document' }],
    [file],
  );
  expect(result.current.errors).toEqual({ note: 'Note is required.' });
  expect(result.current.files).toEqual([file]);
  expect(api.calls).toHaveLength(0);
});

it('sends the checked answers with the files read, then drops the draft and the files', async () => {
  api = mockApi({ 'POST claim': received });
  const { result } = renderClaim();
  act(() => {
    result.current.change({ note: 'Hail' });
    result.current.setFiles([pdf('a.pdf')]);
  });
  await act(() => result.current.submit());
  expect(api.last().body).toEqual({
    note: 'Hail',
    files: [{ fileName: 'a.pdf', fileData: btoa('%PDF-1.4 x'), field: 'document' }],
  });
  expect(result.current.state).toEqual({ kind: 'success', message: 'Received.' });
  expect(result.current.values).toEqual({ note: '' });
  expect(result.current.files).toEqual([]);
});

it('keeps the files when the server refuses the claim', async () => {
  api = mockApi({ 'POST claim': { status: 500, body: { message: 'boom' } } });
  const { result } = renderClaim();
  const file = pdf('a.pdf');
  act(() => result.current.setFiles([file]));
  await act(() => result.current.submit());
  expect(result.current.state).toEqual({ kind: 'failure', message: 'Failed.' });
  expect(result.current.files).toEqual([file]);
});

it('ignores a submit while one is on its way', async () => {
  let answer: (reply: ApiReply) => void = () => undefined;
  api = mockApi({ 'POST claim': () => new Promise<ApiReply>((resolve) => (answer = resolve)) });
  const { result, check } = renderClaim();
  let first: Promise<void> = Promise.resolve();
  act(() => {
    first = result.current.submit();
  });
  expect(result.current.state).toEqual({ kind: 'submitting' });
  await act(() => result.current.submit());
  expect(check).toHaveBeenCalledTimes(1);
  await act(async () => {
    answer(received);
    await first;
  });
  expect(api.calls).toHaveLength(1);
});

it('ignores a submit for an employee viewing the account', async () => {
  signIn({ employeeToken: 'employee-token' });
  api = mockApi({ 'POST claim': received });
  const { result, check } = renderClaim();
  await act(() => result.current.submit());
  expect(check).not.toHaveBeenCalled();
  expect(api.calls).toHaveLength(0);
});
