import { act, renderHook } from '@testing-library/react';
import { useValidatedSubmit, type Checked } from './useValidatedSubmit';

const check = (email: string): Checked<{ email: string }, { email?: string }> =>
  email.includes('@')
    ? { success: true, output: { email: email.trim() } }
    : { success: false, errors: { email: 'Enter an email.' } };

it('keeps the messages of a refused input and sends nothing', async () => {
  const send = jest.fn(() => Promise.resolve('sent'));
  const onAttempt = jest.fn();
  const { result } = renderHook(() => useValidatedSubmit(check, send, { onAttempt }));
  let answer: string | undefined = 'x';
  await act(async () => {
    answer = await result.current.submit('ann');
  });
  expect(answer).toBeUndefined();
  expect(send).not.toHaveBeenCalled();
  expect(onAttempt).toHaveBeenCalledTimes(1);
  expect(result.current.errors).toEqual({ email: 'Enter an email.' });
});

it('sends what passed, clears the messages, and answers what send resolved to', async () => {
  const send = jest.fn((output: { email: string }) => Promise.resolve(`sent ${output.email}`));
  const { result } = renderHook(() => useValidatedSubmit(check, send));
  await act(async () => {
    await result.current.submit('ann');
  });
  let answer: string | undefined;
  await act(async () => {
    answer = await result.current.submit(' ann@example.com ');
  });
  expect(send).toHaveBeenCalledWith({ email: 'ann@example.com' }, expect.any(Function));
  expect(answer).toBe('sent ann@example.com');
  expect(result.current.errors).toEqual({});
  expect(result.current.processing).toBe(false);
});

it('sends one at a time, processing meanwhile', async () => {
  let finish: (value: string) => void = () => undefined;
  const send = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
  const { result } = renderHook(() => useValidatedSubmit(check, send));
  let first: Promise<string | undefined> = Promise.resolve(undefined);
  act(() => {
    first = result.current.submit('ann@example.com');
  });
  expect(result.current.processing).toBe(true);
  let second: string | undefined = 'x';
  await act(async () => {
    second = await result.current.submit('bob@example.com');
  });
  expect(second).toBeUndefined();
  expect(send).toHaveBeenCalledTimes(1);
  await act(async () => {
    finish('done');
    expect(await first).toBe('done');
  });
  expect(result.current.processing).toBe(false);
});

it('is the same function across renders, using the latest send', async () => {
  const sends = [jest.fn(() => Promise.resolve()), jest.fn(() => Promise.resolve())];
  const { result, rerender } = renderHook(({ at }) => useValidatedSubmit(check, sends[at]!), {
    initialProps: { at: 0 },
  });
  const submit = result.current.submit;
  rerender({ at: 1 });
  expect(result.current.submit).toBe(submit);
  await act(async () => {
    await submit('ann@example.com');
  });
  expect(sends[0]).not.toHaveBeenCalled();
  expect(sends[1]).toHaveBeenCalledTimes(1);
});
