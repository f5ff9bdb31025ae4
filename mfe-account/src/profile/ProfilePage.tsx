import { ReadView, useRead } from '@lender/shared';
import { profileOfAnswer } from '@lender/contracts';
import { profileRead } from './api/profileRead';
import { ProfileForm } from './ProfileForm';
import { toFormValues, type ProfileFormValues } from './profileForm';
import * as styles from './profile.css';

const parseFormValues = (answer: unknown): ProfileFormValues =>
  toFormValues(profileOfAnswer(answer));

/** /dashboard/profile: the account's mailing address and phone, editable. */
export default function ProfilePage() {
  const profile = useRead(profileRead, parseFormValues);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Profile</h1>
      <ReadView read={profile} loading="Loading your profile…">
        {(values) => <ProfileForm initialValues={values} />}
      </ReadView>
    </div>
  );
}
