import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setRuntimeConfig } from '@lender/shared';
import { parseRuntimeConfig } from './config/parseRuntimeConfig';
import { preloadRoutePage } from './routing/preloadRoutePage';
import { App } from './App';
import './theme/globalStyles.css';

/** Applies the run-time config (before anything reads it) and renders the portal. */
export function mount(configJson: unknown): void {
  const { devRoutes } = setRuntimeConfig(parseRuntimeConfig(configJson));
  preloadRoutePage(window.location.pathname, devRoutes);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
