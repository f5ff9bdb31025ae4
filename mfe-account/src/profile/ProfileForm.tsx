import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  KindField,
  SelectField,
  TextField,
  ViewingNote,
  errorMessage,
  useEmployeeMode,
  whileViewing,
} from '@lender/shared';
import { updateAccountProfile } from './api/accountProfile';
import {
  isUnrecognisedState,
  maskPhone,
  maskZip,
  stateOptions,
  validateProfile,
  ZIP_MAX_DIGITS,
  type ProfileErrors,
  type ProfileField,
  type ProfileFormValues,
} from './profileForm';
import { SAVED_FLASH_MS, useFlash } from './useFlash';
import * as styles from './profile.css';

/** Why the form is disabled while an employee views the account (the server refuses the save). */
export const PROFILE_VIEWING_NOTE = whileViewing('The profile cannot be changed');

const MASKS: Partial<Record<ProfileField, (input: string) => string>> = {
  zip: maskZip,
  phone: maskPhone,
};

/** The profile form: validated with the server's schema, saved with a processing state, then SAVED! for 2 s. */
export function ProfileForm({ initialValues }: { initialValues: ProfileFormValues }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  // A stored state the list does not know stays a choice, so the user can see it and keep it.
  const states = stateOptions(initialValues.state);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [submits, setSubmits] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const saved = useFlash(SAVED_FLASH_MS);
  const employee = useEmployeeMode();
  const viewingNoteId = useId();
  /** Each field and the Save button, disabled while viewing, say why. */
  const viewing = employee ? { disabled: true, 'aria-describedby': viewingNoteId } : {};

  // After a rejected submit, take the keyboard to the first field to fix.
  useEffect(() => {
    if (submits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submits]);

  const change = (field: ProfileField) => (event: { target: { value: string } }) => {
    const mask = MASKS[field];
    setValues((current) => ({
      ...current,
      [field]: mask ? mask(event.target.value) : event.target.value,
    }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (employee) return;
    saved.hide();
    setSaveError(null);
    const result = validateProfile(values);
    if (!result.ok) {
      setErrors(result.errors);
      setSubmits((n) => n + 1);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await updateAccountProfile(result.payload);
      saved.show();
    } catch (error) {
      setSaveError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
      {employee ? (
        <ViewingNote id={viewingNoteId} className={styles.wide}>
          {PROFILE_VIEWING_NOTE}
        </ViewingNote>
      ) : null}
      <TextField
        label="Street Address"
        autoComplete="address-line1"
        value={values.street}
        error={errors.street}
        onChange={change('street')}
        required
        className={styles.wide}
        {...viewing}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        value={values.city}
        error={errors.city}
        onChange={change('city')}
        required
        {...viewing}
      />
      <SelectField
        label="State"
        autoComplete="address-level1"
        options={states}
        placeholder="Select a state"
        value={values.state}
        hint={
          isUnrecognisedState(values.state)
            ? 'Your saved state is not one of the 50 US states or DC: please choose one.'
            : undefined
        }
        error={errors.state}
        onChange={change('state')}
        required
        {...viewing}
      />
      <KindField
        kind="zip"
        label="Zip"
        autoComplete="postal-code"
        maxLength={ZIP_MAX_DIGITS}
        value={values.zip}
        error={errors.zip}
        onValueChange={(text) => change('zip')({ target: { value: text } })}
        required
        {...viewing}
      />
      <KindField
        kind="phone"
        label="Phone"
        autoComplete="tel"
        placeholder="555-555-5555"
        value={values.phone}
        error={errors.phone}
        onValueChange={(text) => change('phone')({ target: { value: text } })}
        required
        {...viewing}
      />
      {saveError ? (
        <Alert variant="error" className={styles.wide}>
          {`We could not save your profile (error: ${saveError}). Please try again.`}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" processing={saving} {...viewing}>
          Save
        </Button>
        <span role="status" className={styles.saved}>
          {saved.visible ? 'SAVED!' : ''}
        </span>
      </div>
    </form>
  );
}
