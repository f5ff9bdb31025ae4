import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, LoadingState, errorMessage, fetchAccountProfile } from '@lender/shared';
import { ProfileForm } from './ProfileForm';
import { toFormValues, type ProfileFormValues } from './profileForm';
import * as styles from './profile.css';

type LoadState =
  | { status: 'loading' }
  | { status: 'loaded'; values: ProfileFormValues }
  | { status: 'error'; message: string };

/** /dashboard/profile: the account's mailing address and phone, editable. */
export default function ProfilePage() {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetchAccountProfile().then(
      (profile) => {
        if (current) setState({ status: 'loaded', values: toFormValues(profile) });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Profile</h1>
      {state.status === 'loading' ? <LoadingState>Loading your profile…</LoadingState> : null}
      {state.status === 'error' ? (
        <Alert variant="error">
          {`There was a problem loading data (error: ${state.message}).`}{' '}
          <Button variant="link" onClick={reload}>
            Refresh
          </Button>
        </Alert>
      ) : null}
      {state.status === 'loaded' ? <ProfileForm initialValues={state.values} /> : null}
    </div>
  );
}
