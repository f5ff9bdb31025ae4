import { LoadError, LoadingState, useRead } from '@lender/shared';
import { profileOfAnswer } from '@lender/contracts';
import { profileRead } from './api/accountProfile';
import { ProfileForm } from './ProfileForm';
import { toFormValues, type ProfileFormValues } from './profileForm';
import * as styles from './profile.css';

const parseFormValues = (answer: unknown): ProfileFormValues =>
  toFormValues(profileOfAnswer(answer));

/** /dashboard/profile: the account's mailing address and phone, editable. */
export default function ProfilePage() {
  const { state, reload } = useRead(profileRead, parseFormValues);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Profile</h1>
      {state.status === 'loading' ? <LoadingState>Loading your profile…</LoadingState> : null}
      {state.status === 'error' ? <LoadError message={state.message} onRetry={reload} /> : null}
      {state.status === 'loaded' ? <ProfileForm initialValues={state.data} /> : null}
    </div>
  );
}
