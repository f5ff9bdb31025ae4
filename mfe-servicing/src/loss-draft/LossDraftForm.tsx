import {
  CLAIM_FILE_EXTENSIONS,
  digitsOnly,
  LOSS_DRAFT_FILE_SLOTS,
  LOSS_DRAFT_MESSAGES,
  type LossDraftFileSlot,
} from '@lender/contracts';
import { Alert, KindField, TextAreaField, TextField, type TextKey } from '@lender/shared';
import { CLAIM_WARNING, SERVICING_FAILURE_MESSAGES } from '../form-kit/servicingTexts';
import { acceptOf } from '../form-kit/chosenFiles';
import { ClaimFormFrame } from '../form-kit/ClaimFormFrame';
import { FileField, fileList } from '../form-kit/FileField';
import { withoutSlot } from '../form-kit/slotFiles';
import { useClaimForm } from '../form-kit/useClaimForm';
import { lossDraftWrite } from './api/lossDraft';
import {
  LOSS_DRAFT_SLOT_LABELS,
  REQUIRED_SLOTS,
  checkLossDraft,
  claimNeedsTwoPdfs,
  emptyLossDraftForm,
  lossDraftFiles,
  slotRefusal,
  type LossDraftFormValues,
} from './lossDraftForm';
import * as styles from '../form-kit/formKit.css';

const ACCEPT = acceptOf(CLAIM_FILE_EXTENSIONS);

/** The loss draft request of spec §3/§5. */
export function LossDraftForm() {
  const claim = useClaimForm({
    form: 'loss-draft',
    empty: emptyLossDraftForm,
    failure: SERVICING_FAILURE_MESSAGES.lossDraft,
    files: lossDraftFiles,
    check: checkLossDraft,
    write: (checked, files) =>
      lossDraftWrite({
        ...checked,
        // A phone is sent as digits, from every form.
        best_contact_number: digitsOnly(checked.best_contact_number),
        files,
      }),
  });
  const { values, errors, setErrors, files, setFiles, field, kindField } = claim;

  const choose = (slot: LossDraftFileSlot, file: File) => {
    const problems = slotRefusal(files, slot, file);
    setErrors((current) => ({ ...current, [slot]: problems.join(' ') || undefined }));
    if (problems.length === 0) setFiles((current) => ({ ...current, [slot]: file }));
  };

  const text = (
    name: TextKey<LossDraftFormValues>,
    label: string,
    props: Partial<Parameters<typeof TextField>[0]> = {},
  ) => <TextField label={label} {...field(name)} required {...props} />;
  const date = (name: TextKey<LossDraftFormValues>, label: string, message: string) => (
    <KindField kind="date" label={label} {...kindField(name)} message={message} required />
  );

  return (
    <ClaimFormFrame
      label="Loss draft request"
      claim={claim}
      address="affected_property"
      files={
        <>
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
                onRemove={() => setFiles((current) => withoutSlot(current, slot))}
                error={errors[slot]}
              />
            ))}
          </fieldset>
        </>
      }
    >
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
      {date('date', 'Date', LOSS_DRAFT_MESSAGES.date)}
      {text('affected_property', 'Affected Property', { className: styles.wide })}
      {date('date_of_loss', 'Date of Loss', LOSS_DRAFT_MESSAGES.dateOfLoss)}
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
    </ClaimFormFrame>
  );
}
