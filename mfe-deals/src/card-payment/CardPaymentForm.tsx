import { useId, type ComponentPropsWithoutRef } from 'react';
import {
  CARD_LABELS,
  CARD_MESSAGES,
  COUNTRIES,
  EXPIRY_MONTHS,
  US_STATES,
  expiryYears,
} from '@lender/contracts';
import {
  Alert,
  Button,
  Form,
  KindField,
  SelectField,
  TextField,
  ViewingNote,
  formatCurrency,
  whileViewing,
  type FieldKindName,
} from '@lender/shared';
import {
  brandLabel,
  cardNumberInput,
  cvcInput,
  isUnitedStates,
  type CardFormValues,
} from './cardForm';
import { useCardPayment, type CardResult } from './useCardPayment';
import * as styles from './cardPayment.css';

const CARD_VIEWING_NOTE = whileViewing('Card payments cannot be made');

const COUNTRY_OPTIONS = COUNTRIES.map((name) => ({ value: name, label: name }));
const MONTH_OPTIONS = EXPIRY_MONTHS.map((month) => ({ value: month, label: month }));

const resultText = (result: CardResult): string => {
  if (result.kind === 'success') return CARD_MESSAGES.success;
  if (result.kind === 'declined' && result.message)
    return `${CARD_MESSAGES.failure} ${result.message}`;
  return CARD_MESSAGES.failure;
};

interface CardPaymentFormProps {
  dealId: string;
  amountDue: number | null;
  /** Employee sessions may not pay (the server refuses money-moving calls from them). */
  employee: boolean;
}

/** The appraisal-fee card form of spec §3/§5. */
export function CardPaymentForm({ dealId, amountDue, employee }: CardPaymentFormProps) {
  const { values, errors, submitting, result, set, field, kindField, submit } =
    useCardPayment(dealId);
  const viewingNoteId = useId();
  const yearOptions = expiryYears().map((year) => ({ value: String(year), label: String(year) }));
  const brand = brandLabel(values.CardNumber);

  /** A required text field of the form, labelled as the spec's messages name it. */
  const text = (
    name: keyof CardFormValues,
    props: Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange'> & {
      filter?: (value: string) => string;
      hint?: string;
    } = {},
  ) => {
    const { filter, ...inputProps } = props;
    return (
      <TextField
        label={CARD_LABELS[name]}
        required={name !== 'Address2'}
        {...field(name, filter)}
        {...inputProps}
      />
    );
  };

  /** A required field of one of the core's kinds, saying the card form's message for it. */
  const kind = (
    name: 'Zip' | 'Phone',
    fieldKind: FieldKindName,
    message: string,
    autoComplete: string,
  ) => (
    <KindField
      kind={fieldKind}
      label={CARD_LABELS[name]}
      required
      autoComplete={autoComplete}
      message={message}
      {...kindField(name)}
    />
  );

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
            {text('FirstName', { autoComplete: 'given-name' })}
            {text('LastName', { autoComplete: 'family-name' })}
            {text('Company', { autoComplete: 'organization', className: styles.wide })}
            {text('Address', { autoComplete: 'address-line1', className: styles.wide })}
            {text('Address2', { autoComplete: 'address-line2', className: styles.wide })}
            {text('City', { autoComplete: 'address-level2' })}
            {isUnitedStates(values.Country) ? (
              <SelectField
                label={CARD_LABELS.State}
                required
                autoComplete="address-level1"
                placeholder="Select a state"
                options={US_STATES}
                {...field('State')}
              />
            ) : (
              text('State', { autoComplete: 'address-level1' })
            )}
            {kind('Zip', 'zip', CARD_MESSAGES.zip, 'postal-code')}
            <SelectField
              label={CARD_LABELS.Country}
              required
              autoComplete="country-name"
              options={COUNTRY_OPTIONS}
              {...field('Country')}
              // A state of one country means nothing in another.
              onChange={(event) => set({ Country: event.target.value, State: '' })}
            />
            {text('Email', { type: 'email', autoComplete: 'email' })}
            {kind('Phone', 'phone', CARD_MESSAGES.phone, 'tel')}
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Card details</legend>
          <div className={styles.grid}>
            {text('CardNumber', {
              autoComplete: 'cc-number',
              inputMode: 'numeric',
              filter: cardNumberInput,
              hint: brand ? `Card type: ${brand}` : undefined,
              className: styles.wide,
            })}
            <SelectField
              label={CARD_LABELS.ExpMonth}
              required
              autoComplete="cc-exp-month"
              placeholder="Month"
              options={MONTH_OPTIONS}
              {...field('ExpMonth')}
            />
            <SelectField
              label={CARD_LABELS.ExpYear}
              required
              autoComplete="cc-exp-year"
              placeholder="Year"
              options={yearOptions}
              {...field('ExpYear')}
            />
            {text('CardSecurity', {
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
