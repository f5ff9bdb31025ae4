import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';

export const loadErrorText = (message: string): string =>
  `There was a problem loading data (error: ${message}).`;

export interface LoadErrorProps {
  /** The failure's message (LoadState 'error'). */
  message: string;
  /** What the Refresh link does: usually the `reload` of useRead. */
  onRetry: () => void;
}

/** A failed load: the error alert with its Refresh link. */
export const LoadError = ({ message, onRetry }: LoadErrorProps) => (
  <Alert variant="error">
    {loadErrorText(message)}{' '}
    <Button variant="link" onClick={onRetry}>
      Refresh
    </Button>
  </Alert>
);
