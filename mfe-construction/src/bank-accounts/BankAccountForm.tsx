import { useEffect, useRef } from 'react';
import {
  BANK_ACCOUNT_MESSAGES,
  BANK_ACCOUNT_TYPES,
  bankAccountSchema,
  validateFields,
  type BeneficiaryAccount,
} from '@lender/contracts';
import {
  Alert,
  Button,
  Form,
  labelledFields,
  useFormValues,
  useValidatedSubmit,
  useWrite,
} from '@lender/shared';
import { beneficiaryWrite } from './api/beneficiaries';
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
  const adding = useWrite(beneficiaryWrite);
  const { submit, errors } = useValidatedSubmit(
    (values: BankFormValues) => validateFields(bankAccountSchema, values),
    async (account) => {
      const outcome = await adding.send(account);
      if (outcome?.ok) onAdded(outcome.answer);
    },
    { onAttempt: adding.reset },
  );
  const processing = adding.pending;
  const form = useFormValues(emptyBankForm, { errors });
  const fields = labelledFields(form, LABELS);
  const formRef = useRef<HTMLFormElement>(null);

  // The first field when the form opens (after a refused submit, the Form focuses the first field
  // in error).
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);

  return (
    <Form
      ref={formRef}
      label="Add New Account"
      errors={errors}
      onSubmit={() => submit(form.values)}
      className={styles.form}
    >
      <div className={styles.grid}>
        {fields.text('bank_account_name', { autoComplete: 'name', className: styles.wide })}
        {fields.text('bank_name', { autoComplete: 'off' })}
        {fields.select('bank_account_type', {
          placeholder: 'Select a type',
          options: TYPE_OPTIONS,
        })}
        {fields.text('bank_routing_number', {
          inputMode: 'numeric',
          autoComplete: 'off',
          hint: '9 digits',
          filter: digitsAndCommasInput,
        })}
        {fields.text('bank_account_number', {
          inputMode: 'numeric',
          autoComplete: 'off',
          filter: digitsAndCommasInput,
        })}
        {fields.text('bank_instructions', { className: styles.wide })}
        {fields.text('account_address_street', {
          autoComplete: 'street-address',
          className: styles.wide,
        })}
        {fields.text('account_address_city', { autoComplete: 'address-level2' })}
        {fields.state('account_address_state')}
        {fields.kind('account_address_zip', {
          kind: 'zip',
          autoComplete: 'postal-code',
          message: BANK_ACCOUNT_MESSAGES.zip,
        })}
      </div>
      {adding.status === 'failed' ? <Alert>{BANK_ACCOUNT_FAILURE_MESSAGE}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" processing={processing}>
          Add Account
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={processing}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
