import { useState } from 'react';
import {
  CLAIM_FILE_EXTENSIONS,
  digitsOnly,
  LOSS_DRAFT_FILE_SLOTS,
  LOSS_DRAFT_MESSAGES,
  lossDraftRequestSchema,
  validateFields,
  type LossDraftFileSlot,
} from '@lender/contracts';
import { Alert, Form, KindField, TextAreaField, TextField, type TextKey } from '@lender/shared';
import { CLAIM_WARNING, SERVICING_FAILURE_MESSAGES } from '../form-kit/servicingTexts';
import { acceptOf, filesPayload } from '../form-kit/chosenFiles';
import { FileField, fileList } from '../form-kit/FileField';
import { SubmitArea } from '../form-kit/SubmitArea';
import { SubmittedPanel } from '../form-kit/SubmittedPanel';
import { useServicingForm } from '../form-kit/useServicingForm';
import { lossDraftWrite } from './api/lossDraft';
import {
  LOSS_DRAFT_SLOT_LABELS,
  REQUIRED_SLOTS,
  claimNeedsTwoPdfs,
  emptyLossDraftForm,
  missingSlotErrors,
  slotRefusal,
  type LossDraftFiles,
  type LossDraftFormValues,
} from './lossDraftForm';
import * as styles from '../form-kit/formKit.css';
import { LoanPicker } from '../form-kit/LoanPicker';

const ACCEPT = acceptOf(CLAIM_FILE_EXTENSIONS);

/** The loss draft request of spec §3/§5. */
export function LossDraftForm() {
  const { employee, values, errors, setErrors, state, run, change, discard, field, kindField } =
    useServicingForm<LossDraftFormValues>(
      'loss-draft',
      emptyLossDraftForm,
      SERVICING_FAILURE_MESSAGES.lossDraft,
    );
  const [files, setFiles] = useState<LossDraftFiles>({});

  const choose = (slot: LossDraftFileSlot, file: File) => {
    const problems = slotRefusal(files, slot, file);
    setErrors((current) => ({ ...current, [slot]: problems.join(' ') || undefined }));
    if (problems.length === 0) setFiles((current) => ({ ...current, [slot]: file }));
  };

  const onSubmit = async () => {
    if (employee || state.kind === 'submitting') return;
    const chosen = LOSS_DRAFT_FILE_SLOTS.flatMap((slot) => {
      const file = files[slot];
      return file ? [[slot, file] as const] : [];
    });
    const placeholders = chosen.map(([slot, file]) => ({
      fileName: file.name,
      fileData: '',
      field: slot,
    }));
    const parsed = validateFields(lossDraftRequestSchema, { ...values, files: placeholders });
    const found: Record<string, string | undefined> = {
      ...(parsed.success ? {} : parsed.errors),
      ...missingSlotErrors(files),
    };
    // The document messages show at their own slots.
    delete found.files;
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    const sent = await run(async () =>
      lossDraftWrite({
        ...parsed.output,
        // A phone is sent as digits, from every form.
        best_contact_number: digitsOnly(parsed.output.best_contact_number),
        files: await filesPayload(chosen),
      }),
    );
    if (sent) {
      discard();
      setFiles({});
    }
  };

  if (state.kind === 'success') return <SubmittedPanel message={state.message} signedIn />;

  const text = (
    name: TextKey<LossDraftFormValues>,
    label: string,
    props: Partial<Parameters<typeof TextField>[0]> = {},
  ) => <TextField label={label} {...field(name)} required {...props} />;

  return (
    <Form label="Loss draft request" errors={errors} onSubmit={onSubmit} className={styles.form}>
      <div className={styles.grid}>
        <LoanPicker
          onPick={(loan) =>
            change({ loan_number: loan.loanNumber, affected_property: loan.address })
          }
        />
        <KindField kind="loanNumber" label="Loan Number" {...kindField('loan_number')} required />
        {text('borrowing_entity', 'Borrowing Entity')}
        {text('gurantor_name', 'Guarantor Name')}
        <KindField
          kind="phone"
          label="Best Contact Number"
          autoComplete="tel"
          {...kindField('best_contact_number')}
          message={LOSS_DRAFT_MESSAGES.phone}
          required
        />
        {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
        <KindField
          kind="date"
          label="Date"
          {...kindField('date')}
          message={LOSS_DRAFT_MESSAGES.date}
          required
        />
        {text('affected_property', 'Affected Property', { className: styles.wide })}
        <KindField
          kind="date"
          label="Date of Loss"
          {...kindField('date_of_loss')}
          message={LOSS_DRAFT_MESSAGES.dateOfLoss}
          required
        />
        <KindField
          kind="currency"
          label="Claim Amount"
          required
          placeholder="$0.00"
          {...kindField('claim_amount')}
          message={LOSS_DRAFT_MESSAGES.claimAmount}
        />
        <TextAreaField
          label="Description of Loss"
          required
          className={styles.wide}
          {...field('description_of_loss')}
        />
      </div>
      {claimNeedsTwoPdfs(values.claim_amount) ? (
        <Alert variant="warning" role="status" className={styles.note}>
          {CLAIM_WARNING}
        </Alert>
      ) : null}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Documents</legend>
        {LOSS_DRAFT_FILE_SLOTS.map((slot) => (
          <FileField
            key={slot}
            label={LOSS_DRAFT_SLOT_LABELS[slot]}
            name={slot}
            accept={ACCEPT}
            required={slot in REQUIRED_SLOTS}
            files={fileList(files[slot])}
            onChoose={([file]) => {
              if (file) choose(slot, file);
            }}
            onRemove={() =>
              setFiles((current) => {
                const next = { ...current };
                delete next[slot];
                return next;
              })
            }
            error={errors[slot]}
          />
        ))}
      </fieldset>
      <SubmitArea state={state} employee={employee} />
    </Form>
  );
}
