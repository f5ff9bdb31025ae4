import { LoadError, LoadingState, useLoad } from '@lender/shared';
import { fetchAccountProfile } from './api/accountProfile';
import { ProfileForm } from './ProfileForm';
import { toFormValues } from './profileForm';
import * as styles from './profile.css';

const loadProfile = () => fetchAccountProfile().then(toFormValues);

/** /dashboard/profile: the account's mailing address and phone, editable. */
export default function ProfilePage() {
  const { state, reload } = useLoad(loadProfile);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Profile</h1>
      {state.status === 'loading' ? <LoadingState>Loading your profile…</LoadingState> : null}
      {state.status === 'error' ? <LoadError message={state.message} onRetry={reload} /> : null}
      {state.status === 'loaded' ? <ProfileForm initialValues={state.data} /> : null}
    </div>
  );
}
