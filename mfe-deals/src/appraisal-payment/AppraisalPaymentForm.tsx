import { useId } from 'react';
import {
  CARD_LABELS,
  CARD_MESSAGES,
  COUNTRIES,
  EXPIRY_MONTHS,
  expiryYears,
} from '@lender/contracts';
import {
  Alert,
  Button,
  Form,
  ViewingNote,
  formatCurrency,
  labelledFields,
  whileViewing,
} from '@lender/shared';
import { brandLabel, cardNumberInput, cvcInput, isUnitedStates } from './cardForm';
import { useAppraisalPayment, type CardResult } from './useAppraisalPayment';
import * as styles from './appraisalPayment.css';

const CARD_VIEWING_NOTE = whileViewing('Card payments cannot be made');

const COUNTRY_OPTIONS = COUNTRIES.map((name) => ({ value: name, label: name }));
const MONTH_OPTIONS = EXPIRY_MONTHS.map((month) => ({ value: month, label: month }));

const resultText = (result: CardResult): string => {
  if (result.kind === 'success') return CARD_MESSAGES.success;
  if (result.kind === 'declined' && result.message)
    return `${CARD_MESSAGES.failure} ${result.message}`;
  return CARD_MESSAGES.failure;
};

interface AppraisalPaymentFormProps {
  dealId: string;
  amountDue: number | null;
  /** Employee sessions may not pay (the server refuses money-moving calls from them). */
  employee: boolean;
}

/** The appraisal-fee card form of spec §3/§5. */
export function AppraisalPaymentForm({ dealId, amountDue, employee }: AppraisalPaymentFormProps) {
  const form = useAppraisalPayment(dealId);
  const { values, errors, submitting, result, set, submit } = form;
  // Labelled as the spec's messages name the fields.
  const fields = labelledFields(form, CARD_LABELS);
  const viewingNoteId = useId();
  const yearOptions = expiryYears().map((year) => ({ value: String(year), label: String(year) }));
  const brand = brandLabel(values.CardNumber);

  return (
    <Form
      label="Appraisal fee payment"
      errors={errors}
      onSubmit={() => (employee ? undefined : submit())}
    >
      <p className={styles.amount}>
        Amount due: <span className={styles.amountValue}>{formatCurrency(amountDue)}</span>
      </p>
      {employee ? (
        <ViewingNote id={viewingNoteId} className={styles.note}>
          {CARD_VIEWING_NOTE}
        </ViewingNote>
      ) : null}
      <fieldset
        className={styles.fieldset}
        disabled={employee}
        aria-describedby={employee ? viewingNoteId : undefined}
      >
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Billing details</legend>
          <div className={styles.grid}>
            {fields.text('FirstName', { autoComplete: 'given-name' })}
            {fields.text('LastName', { autoComplete: 'family-name' })}
            {fields.text('Company', { autoComplete: 'organization', className: styles.wide })}
            {fields.text('Address', { autoComplete: 'address-line1', className: styles.wide })}
            {fields.text('Address2', {
              autoComplete: 'address-line2',
              className: styles.wide,
              required: false,
            })}
            {fields.text('City', { autoComplete: 'address-level2' })}
            {isUnitedStates(values.Country)
              ? fields.state('State')
              : fields.text('State', { autoComplete: 'address-level1' })}
            {fields.kind('Zip', {
              kind: 'zip',
              message: CARD_MESSAGES.zip,
              autoComplete: 'postal-code',
            })}
            {fields.select('Country', {
              autoComplete: 'country-name',
              options: COUNTRY_OPTIONS,
              // A state of one country means nothing in another.
              onChange: (event) => set({ Country: event.target.value, State: '' }),
            })}
            {fields.text('Email', { type: 'email', autoComplete: 'email' })}
            {fields.kind('Phone', {
              kind: 'phone',
              message: CARD_MESSAGES.phone,
              autoComplete: 'tel',
            })}
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Card details</legend>
          <div className={styles.grid}>
            {fields.text('CardNumber', {
              autoComplete: 'cc-number',
              inputMode: 'numeric',
              filter: cardNumberInput,
              hint: brand ? `Card type: ${brand}` : undefined,
              className: styles.wide,
            })}
            {fields.select('ExpMonth', {
              autoComplete: 'cc-exp-month',
              placeholder: 'Month',
              options: MONTH_OPTIONS,
            })}
            {fields.select('ExpYear', {
              autoComplete: 'cc-exp-year',
              placeholder: 'Year',
              options: yearOptions,
            })}
            {fields.text('CardSecurity', {
              autoComplete: 'cc-csc',
              inputMode: 'numeric',
              filter: (value) => cvcInput(value, values.CardNumber),
            })}
          </div>
        </fieldset>
      </fieldset>
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={employee}
          aria-describedby={employee ? viewingNoteId : undefined}
          processing={submitting}
        >
          Pay {formatCurrency(amountDue, '')}
        </Button>
        {result ? (
          <Alert variant={result.kind === 'success' ? 'success' : 'error'}>
            {resultText(result)}
          </Alert>
        ) : null}
      </div>
    </Form>
  );
}
