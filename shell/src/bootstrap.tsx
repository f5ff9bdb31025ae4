import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseRuntimeConfig, setRuntimeConfig } from '@lender/shared';
import { App } from './App';
import './theme/globalStyles.css';

/** Applies the run-time config (before anything reads it) and renders the portal. */
export function mount(configJson: unknown): void {
  const config = setRuntimeConfig(parseRuntimeConfig(configJson));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}
