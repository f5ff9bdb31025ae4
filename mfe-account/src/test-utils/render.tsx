// Test helper: renders a page inside a router at a path.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

export const renderAt = (ui: ReactElement, path = '/dashboard/profile') =>
  render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
