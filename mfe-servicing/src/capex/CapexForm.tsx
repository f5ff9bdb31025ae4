import { useState } from 'react';
import {
  CAPEX_MESSAGES,
  CLAIM_FILE_EXTENSIONS,
  MAX_CAPEX_FILES,
  capexRequestSchema,
  validateFields,
} from '@lender/contracts';
import { Alert, Form, KindField, TextAreaField, TextField, type TextKey } from '@lender/shared';
import { CLAIM_WARNING, SERVICING_FAILURE_MESSAGES } from '../form-kit/servicingTexts';
import { acceptOf, filesPayload } from '../form-kit/chosenFiles';
import { FileField } from '../form-kit/FileField';
import { SubmitArea } from '../form-kit/SubmitArea';
import { SubmittedPanel } from '../form-kit/SubmittedPanel';
import { useServicingForm } from '../form-kit/useServicingForm';
import { capexWrite } from './api/capex';
import { addCapexFiles, capexInput, emptyCapexForm, type CapexFormValues } from './capexForm';
import * as styles from '../form-kit/formKit.css';
import { LoanPicker } from '../form-kit/LoanPicker';

const ACCEPT = acceptOf(CLAIM_FILE_EXTENSIONS);

/** The capex reimbursement request of spec §3/§5. */
export function CapexForm() {
  const { employee, values, errors, setErrors, state, run, change, discard, field, kindField } =
    useServicingForm<CapexFormValues>('capex', emptyCapexForm, SERVICING_FAILURE_MESSAGES.capex);
  const [files, setFiles] = useState<File[]>([]);
  const [filesAlert, setFilesAlert] = useState<string | null>(null);

  const choose = (chosen: File[]) => {
    const choice = addCapexFiles(files, chosen);
    if ('refused' in choice) {
      setFilesAlert(choice.refused);
      return;
    }
    setFilesAlert(null);
    setFiles(choice.kept);
    setErrors((current) => ({ ...current, files: undefined }));
  };

  const onSubmit = async () => {
    if (employee || state.kind === 'submitting') return;
    const placeholders = files.map((file) => ({ fileName: file.name, fileData: '' }));
    const parsed = validateFields(capexRequestSchema, capexInput(values, placeholders));
    if (!parsed.success) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    const sent = await run(async () =>
      capexWrite({
        ...parsed.output,
        files: await filesPayload(files.map((f) => [undefined, f])),
      }),
    );
    if (sent) {
      discard();
      setFiles([]);
    }
  };

  if (state.kind === 'success') return <SubmittedPanel message={state.message} signedIn />;

  const text = (name: TextKey<CapexFormValues>, label: string, props: { type?: string } = {}) => (
    <TextField label={label} {...field(name)} required type={props.type} />
  );
  const area = (name: TextKey<CapexFormValues>, label: string) => (
    <TextAreaField label={label} {...field(name)} required className={styles.wide} />
  );

  return (
    <Form
      label="Capex reimbursement request"
      errors={errors}
      onSubmit={onSubmit}
      className={styles.form}
    >
      <div className={styles.grid}>
        {text('email', 'Email', { type: 'email' })}
        <LoanPicker
          onPick={(loan) =>
            change({ loan_number: loan.loanNumber, property_address: loan.address })
          }
        />
        <KindField kind="loanNumber" label="Loan Number" {...kindField('loan_number')} required />
        {text('entity_name', 'Entity Name')}
        {text('name', 'Your Name')}
        <KindField
          kind="date"
          label="Date"
          {...kindField('date')}
          message={CAPEX_MESSAGES.date}
          required
        />
        {area('desc_work_completed', 'Description of Work Completed')}
        {area('property_address', 'Property Address')}
        {area('mailing_address', 'Mailing Address')}
      </div>
      <Alert variant="info" role="status" className={styles.note}>
        {CLAIM_WARNING}
      </Alert>
      {filesAlert ? <Alert className={styles.note}>{filesAlert}</Alert> : null}
      <FileField
        multiple
        label="Supporting Files"
        name="files"
        required
        accept={ACCEPT}
        hint={`Up to ${MAX_CAPEX_FILES} files: invoices, receipts and photos (PDF, Word, Excel, JPG or PNG), 4 MB in all.`}
        files={files}
        onChoose={choose}
        onRemove={(index) => setFiles((current) => current.filter((_, at) => at !== index))}
        error={errors.files}
      />
      <SubmitArea state={state} employee={employee} />
    </Form>
  );
}
