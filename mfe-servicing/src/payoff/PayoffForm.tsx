import type { FormEvent } from 'react';
import {
  MAX_GOOD_THROUGH_DAYS,
  PAYOFF_MESSAGES,
  SALE_OR_REFINANCE,
  maxGoodThroughDate,
  payoffRequestSchema,
  toIsoDate,
  validateFields,
} from '@lender/contracts';
import { SERVICING_FAILURE_MESSAGES } from '../form-kit/servicingTexts';
import { KindField, TextField, useSession } from '@lender/shared';
import { ChoiceField } from '../form-kit/ChoiceField';
import { SubmitArea } from '../form-kit/SubmitArea';
import { SubmittedPanel } from '../form-kit/SubmittedPanel';
import { TextAreaField } from '../form-kit/TextAreaField';
import { useServicingForm } from '../form-kit/useServicingForm';
import { requestPayoff } from './api/payoff';
import {
  emptyPayoffForm,
  goodThroughInput,
  payoffInput,
  payoffPayload,
  type PayoffFormValues,
} from './payoffForm';
import * as styles from '../form-kit/formKit.css';
import { LoanPicker } from '../form-kit/LoanPicker';

interface PayoffFormProps {
  /** The public form (/applications/payoff-request): sent with the external flag, no session. */
  external: boolean;
}

/** The payoff request of spec §3/§5, signed in or public. */
export function PayoffForm({ external }: PayoffFormProps) {
  const signedIn = useSession((state) => state.username !== null);
  const { formRef, employee, values, errors, setErrors, state, run, change, discard, kindProps } =
    useServicingForm<PayoffFormValues>(
      external ? 'payoff-public' : 'payoff',
      emptyPayoffForm,
      SERVICING_FAILURE_MESSAGES.payoff,
      { visitor: external },
    );
  const today = toIsoDate(new Date());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (employee || state.kind === 'submitting') return;
    const parsed = validateFields(payoffRequestSchema(today), payoffInput(values, external));
    if (!parsed.success) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    const sent = await run(async () => (await requestPayoff(payoffPayload(parsed.output))).message);
    if (sent) discard();
  };

  if (state.kind === 'success')
    return <SubmittedPanel message={state.message} signedIn={signedIn && !external} />;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Payoff request"
      className={styles.form}
    >
      <fieldset className={styles.fieldset}>
        <div className={styles.grid}>
          {external ? null : (
            <LoanPicker
              onPick={(loan) =>
                change({ loan_number: loan.loanNumber, property_address: loan.address })
              }
            />
          )}
          <KindField kind="loanNumber" label="Loan Number" {...kindProps('loan_number')} required />
          <KindField
            kind="date"
            label="Good Through Date"
            name="good_through_date"
            required
            message={PAYOFF_MESSAGES.goodThrough}
            min={today}
            max={maxGoodThroughDate(today)}
            hint={`At most ${MAX_GOOD_THROUGH_DAYS} days out.`}
            value={values.good_through_date}
            onValueChange={(date) => change({ good_through_date: goodThroughInput(date, today) })}
            error={errors.good_through_date}
          />
          <TextField
            label="Property Address"
            name="property_address"
            required
            autoComplete="off"
            className={styles.wide}
            value={values.property_address}
            onChange={(event) => change({ property_address: event.target.value })}
            error={errors.property_address}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="email"
            value={values.email}
            onChange={(event) => change({ email: event.target.value })}
            error={errors.email}
          />
          <TextField
            label="Additional Email (optional)"
            name="optional_email"
            type="email"
            value={values.optional_email}
            onChange={(event) => change({ optional_email: event.target.value })}
            error={errors.optional_email}
          />
        </div>
        <ChoiceField
          legend="Are you selling or refinancing the property?"
          name="sale_or_refinance"
          required
          options={SALE_OR_REFINANCE}
          value={values.sale_or_refinance}
          onChange={(choice) => change({ sale_or_refinance: choice })}
          error={errors.sale_or_refinance}
        />
        {values.sale_or_refinance === 'Sell' ? (
          <KindField
            kind="currency"
            label="If sale, what is the estimated sales price?"
            name="if_sale_then_what_is_the_estimated_sales_price"
            required
            placeholder="$0.00"
            value={values.if_sale_then_what_is_the_estimated_sales_price}
            onValueChange={(text) =>
              change({ if_sale_then_what_is_the_estimated_sales_price: text })
            }
            error={errors.if_sale_then_what_is_the_estimated_sales_price}
          />
        ) : null}
        {values.sale_or_refinance === 'Refinance' ? (
          <TextField
            label="If refinance, name of lender and agent contact"
            name="if_refinance_name_of_lender_and_agent_contact"
            required
            value={values.if_refinance_name_of_lender_and_agent_contact}
            onChange={(event) =>
              change({ if_refinance_name_of_lender_and_agent_contact: event.target.value })
            }
            error={errors.if_refinance_name_of_lender_and_agent_contact}
          />
        ) : null}
        <TextAreaField
          label="Updated Borrower Mailing Address"
          name="updated_borrower_mailing_address"
          required
          value={values.updated_borrower_mailing_address}
          onChange={(event) => change({ updated_borrower_mailing_address: event.target.value })}
          error={errors.updated_borrower_mailing_address}
        />
        <SubmitArea state={state} employee={employee} />
      </fieldset>
    </form>
  );
}
