// Test helper: renders a page inside a router at a path.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '../routes/paths';

export const renderAt = (ui: ReactElement, path: string = paths.dashboard) =>
  render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
