import { act, render, screen } from '@testing-library/react';
import { resetRuntimeConfig, setRuntimeConfig } from './runtimeConfig';
import { useRuntimeConfig } from './useRuntimeConfig';

const Brand = () => <p>{useRuntimeConfig().brandName}</p>;

afterEach(() => resetRuntimeConfig());

it('renders the current config and follows changes', () => {
  render(<Brand />);
  expect(screen.getByText('Lender Portal')).toBeInTheDocument();
  act(() => {
    setRuntimeConfig({ brandName: 'Acme Lending' });
  });
  expect(screen.getByText('Acme Lending')).toBeInTheDocument();
});
