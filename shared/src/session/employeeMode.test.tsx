import { act, renderHook } from '@testing-library/react';
import { signIn, signOut } from '../testing';
import { useEmployeeMode } from './employeeMode';

afterEach(() => act(() => signOut()));

it('is on while an employee token is stored, own session or viewing another account', () => {
  const { result } = renderHook(() => useEmployeeMode());
  expect(result.current).toBe(false);
  act(() => signIn({ token: 'viewed', employeeToken: 'own' }));
  expect(result.current).toBe(true);
  act(() => signIn({ token: 'own', employeeToken: 'own' }));
  expect(result.current).toBe(true);
  act(() => signIn({ token: 'mine', employeeToken: null }));
  expect(result.current).toBe(false);
});
