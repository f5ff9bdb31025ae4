import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  BANK_ACCOUNT_MESSAGES,
  BANK_ACCOUNT_TYPES,
  US_STATES,
  bankAccountSchema,
  validateFields,
  type BankAccountForm as BankAccountFormInput,
  type BeneficiaryAccount,
  type FieldErrors,
} from '@lender/contracts';
import {
  Alert,
  Button,
  KindField,
  SelectField,
  TextField,
  type TextFieldProps,
} from '@lender/shared';
import { addBeneficiary } from './api/beneficiaries';
import {
  BANK_ACCOUNT_FAILURE_MESSAGE,
  digitsAndCommasInput,
  emptyBankForm,
  type BankFormValues,
} from './bankAccountRules';
import * as styles from './bankAccounts.css';

const TYPE_OPTIONS = BANK_ACCOUNT_TYPES.map((type) => ({ value: type, label: type }));

const LABELS: Record<keyof BankFormValues, string> = {
  bank_account_name: 'Name on Account',
  bank_name: 'Bank Name',
  bank_account_type: 'Account Type',
  bank_routing_number: 'Routing Number',
  bank_account_number: 'Account Number',
  bank_instructions: 'Bank Instructions',
  account_address_street: 'Street Address',
  account_address_city: 'City',
  account_address_state: 'State',
  account_address_zip: 'Zip',
};

const FILTERS: Partial<Record<keyof BankFormValues, (value: string) => string>> = {
  bank_routing_number: digitsAndCommasInput,
  bank_account_number: digitsAndCommasInput,
};

interface BankAccountFormProps {
  /** The answered list (the new account last). */
  onAdded: (accounts: BeneficiaryAccount[]) => void;
  onCancel: () => void;
}

/**
 * Add New Account (spec §4, §5): every field required, zip 5 digits, routing and account numbers
 * digits and commas, checked with the contracts' schema (the server's too); then the POST.
 */
export function BankAccountForm({ onAdded, onCancel }: BankAccountFormProps) {
  const [values, setValues] = useState<BankFormValues>(emptyBankForm);
  const [errors, setErrors] = useState<FieldErrors<BankAccountFormInput>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useRef(false);

  // The first field when the form opens; after a refused submit, the first field in error.
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);
  useEffect(() => {
    if (Object.keys(errors).length > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const update = (field: keyof BankFormValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const text = (
    field: keyof BankFormValues,
    props: Omit<TextFieldProps, 'label' | 'name' | 'value' | 'onChange' | 'error'> = {},
  ) => {
    const filter = FILTERS[field] ?? ((value: string) => value);
    return (
      <TextField
        label={LABELS[field]}
        name={field}
        required
        value={values[field]}
        onChange={(event) => update(field, filter(event.target.value))}
        error={errors[field]}
        {...props}
      />
    );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (busy.current) return;
    setFailed(false);
    const parsed = validateFields(bankAccountSchema, values);
    if (!parsed.success) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    busy.current = true;
    setSubmitting(true);
    try {
      onAdded(await addBeneficiary(parsed.output));
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      // onSubmit settles every outcome itself (the §8 failure message): nothing to await here.
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Add New Account"
      className={styles.form}
    >
      <div className={styles.grid}>
        {text('bank_account_name', { autoComplete: 'name', className: styles.wide })}
        {text('bank_name', { autoComplete: 'off' })}
        <SelectField
          label={LABELS.bank_account_type}
          name="bank_account_type"
          required
          placeholder="Select a type"
          options={TYPE_OPTIONS}
          value={values.bank_account_type}
          onChange={(event) => update('bank_account_type', event.target.value)}
          error={errors.bank_account_type}
        />
        {text('bank_routing_number', {
          inputMode: 'numeric',
          autoComplete: 'off',
          hint: '9 digits',
        })}
        {text('bank_account_number', { inputMode: 'numeric', autoComplete: 'off' })}
        {text('bank_instructions', { className: styles.wide })}
        {text('account_address_street', { autoComplete: 'street-address', className: styles.wide })}
        {text('account_address_city', { autoComplete: 'address-level2' })}
        <SelectField
          label={LABELS.account_address_state}
          name="account_address_state"
          required
          autoComplete="address-level1"
          placeholder="Select a state"
          options={US_STATES}
          value={values.account_address_state}
          onChange={(event) => update('account_address_state', event.target.value)}
          error={errors.account_address_state}
        />
        <KindField
          kind="zip"
          label={LABELS.account_address_zip}
          name="account_address_zip"
          required
          autoComplete="postal-code"
          message={BANK_ACCOUNT_MESSAGES.zip}
          value={values.account_address_zip}
          onValueChange={(zip) => update('account_address_zip', zip)}
          error={errors.account_address_zip}
        />
      </div>
      {failed ? <Alert>{BANK_ACCOUNT_FAILURE_MESSAGE}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" processing={submitting}>
          Add Account
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
