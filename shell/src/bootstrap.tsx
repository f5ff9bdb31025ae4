import { StrictMode, startTransition } from 'react';
import { App } from './App';
import './theme/globalStyles.css';

/**
 * Renders the portal (the run-time config is applied by the entry before this). React DOM is a
 * chunk of its own that the document preloads, so it has usually arrived by now.
 */
export async function mount(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(container);
  // A transition, so the first render comes in slices that let input through (no long task).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
