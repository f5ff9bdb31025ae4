import { useState } from 'react';
import { CAPEX_MESSAGES, CLAIM_FILE_EXTENSIONS, MAX_CAPEX_FILES } from '@lender/contracts';
import { Alert, KindField, TextAreaField, TextField, type TextKey } from '@lender/shared';
import { CLAIM_WARNING, SERVICING_FAILURE_MESSAGES } from '../form-kit/servicingTexts';
import { acceptOf } from '../form-kit/chosenFiles';
import { ClaimFormFrame } from '../form-kit/ClaimFormFrame';
import { FileField } from '../form-kit/FileField';
import { useClaimForm } from '../form-kit/useClaimForm';
import { capexWrite } from './api/capex';
import {
  addCapexFiles,
  capexFiles,
  checkCapex,
  emptyCapexForm,
  type CapexFormValues,
} from './capexForm';
import * as styles from '../form-kit/formKit.css';

const ACCEPT = acceptOf(CLAIM_FILE_EXTENSIONS);

/** The capex reimbursement request of spec §3/§5. */
export function CapexForm() {
  const claim = useClaimForm({
    form: 'capex',
    empty: emptyCapexForm,
    failure: SERVICING_FAILURE_MESSAGES.capex,
    files: capexFiles,
    check: checkCapex,
    write: (checked, files) => capexWrite({ ...checked, files }),
  });
  const { errors, setErrors, files, setFiles, field, kindField } = claim;
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

  const text = (name: TextKey<CapexFormValues>, label: string, props: { type?: string } = {}) => (
    <TextField label={label} {...field(name)} required type={props.type} />
  );
  const area = (name: TextKey<CapexFormValues>, label: string) => (
    <TextAreaField label={label} {...field(name)} required className={styles.wide} />
  );

  return (
    <ClaimFormFrame
      label="Capex reimbursement request"
      claim={claim}
      address="property_address"
      lead={text('email', 'Email', { type: 'email' })}
      files={
        <>
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
        </>
      }
    >
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
    </ClaimFormFrame>
  );
}
