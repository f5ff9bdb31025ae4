import { useId } from 'react';
import {
  Alert,
  Button,
  Form,
  KindField,
  StateField,
  TextField,
  ViewingNote,
  errorMessage,
  useEmployeeMode,
  useFormValues,
  useValidatedSubmit,
  useWrite,
  whileViewing,
} from '@lender/shared';
import { profileUpdateWrite } from './api/accountProfile';
import {
  isUnrecognisedState,
  maskPhone,
  maskZip,
  validateProfile,
  ZIP_MAX_DIGITS,
  type ProfileField,
  type ProfileFormValues,
} from './profileForm';
import { SAVED_FLASH_MS, useFlash } from './useFlash';
import * as styles from './profile.css';

/** Why the form is disabled while an employee views the account (the server refuses the save). */
export const PROFILE_VIEWING_NOTE = whileViewing('The profile cannot be changed');

/** The profile form: validated with the server's schema, saved with a processing state, then SAVED! for 2 s. */
export function ProfileForm({ initialValues }: { initialValues: ProfileFormValues }) {
  const saved = useFlash(SAVED_FLASH_MS);
  const employee = useEmployeeMode();
  const viewingNoteId = useId();
  /** Each field and the Save button, disabled while viewing, say why. */
  const viewing = employee ? { disabled: true, 'aria-describedby': viewingNoteId } : {};

  const save = useWrite(profileUpdateWrite);
  const { submit, errors, setErrors } = useValidatedSubmit(
    validateProfile,
    async (payload) => {
      if ((await save.send(payload))?.ok) saved.show();
    },
    {
      onAttempt: () => {
        saved.hide();
        save.reset();
      },
    },
  );
  // An edited field's message goes (the others stay until the next save).
  const { values, field, kindField } = useFormValues(initialValues, {
    errors,
    onChange: (changes) =>
      setErrors((current) => {
        const next = { ...current };
        for (const name of Object.keys(changes)) delete next[name as ProfileField];
        return next;
      }),
  });

  return (
    <Form
      label="Profile"
      errors={errors}
      onSubmit={() => (employee ? undefined : submit(values))}
      className={styles.form}
    >
      {employee ? (
        <ViewingNote id={viewingNoteId} className={styles.wide}>
          {PROFILE_VIEWING_NOTE}
        </ViewingNote>
      ) : null}
      <TextField
        label="Street Address"
        autoComplete="address-line1"
        {...field('street')}
        required
        className={styles.wide}
        {...viewing}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        {...field('city')}
        required
        {...viewing}
      />
      <StateField
        {...field('state')}
        hint={
          isUnrecognisedState(values.state)
            ? 'Your saved state is not one of the 50 US states or DC: please choose one.'
            : undefined
        }
        required
        {...viewing}
      />
      <KindField
        kind="zip"
        label="Zip"
        autoComplete="postal-code"
        maxLength={ZIP_MAX_DIGITS}
        {...kindField('zip', maskZip)}
        required
        {...viewing}
      />
      <KindField
        kind="phone"
        label="Phone"
        autoComplete="tel"
        placeholder="555-555-5555"
        {...kindField('phone', maskPhone)}
        required
        {...viewing}
      />
      {save.error ? (
        <Alert variant="error" className={styles.wide}>
          {`We could not save your profile (error: ${errorMessage(save.error)}). Please try again.`}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" processing={save.pending} {...viewing}>
          Save
        </Button>
        <span role="status" className={styles.saved}>
          {saved.visible ? 'SAVED!' : ''}
        </span>
      </div>
    </Form>
  );
}
