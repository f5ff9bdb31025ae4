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
import { Form, KindField, TextAreaField, TextField, useSession } from '@lender/shared';
import { ChoiceField } from '../form-kit/ChoiceField';
import { SubmitArea } from '../form-kit/SubmitArea';
import { SubmittedPanel } from '../form-kit/SubmittedPanel';
import { useServicingForm } from '../form-kit/useServicingForm';
import { payoffThanksWrite } from './api/payoff';
import {
  emptyPayoffForm,
  goodThroughInput,
  payoffInput,
  payoffPayload,
  type PayoffFormValues,
} from './payoffForm';
import * as styles from '../form-kit/formKit.css';
import { LoanFields } from '../form-kit/LoanFields';

interface PayoffFormProps {
  /** The public form (/applications/payoff-request): sent with the external flag, no session. */
  external: boolean;
}

/** The payoff request of spec §3/§5, signed in or public. */
export function PayoffForm({ external }: PayoffFormProps) {
  const signedIn = useSession((state) => state.username !== null);
  const { employee, values, errors, setErrors, state, run, change, discard, field, kindField } =
    useServicingForm<PayoffFormValues>(
      external ? 'payoff-public' : 'payoff',
      emptyPayoffForm,
      SERVICING_FAILURE_MESSAGES.payoff,
      { visitor: external },
    );
  const today = toIsoDate(new Date());

  const onSubmit = async () => {
    if (employee || state.kind === 'submitting') return;
    const parsed = validateFields(payoffRequestSchema(today), payoffInput(values, external));
    if (!parsed.success) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    const sent = await run(async () =>
      payoffThanksWrite(payoffPayload(parsed.output), { visitor: external }),
    );
    if (sent) discard();
  };

  if (state.kind === 'success')
    return <SubmittedPanel message={state.message} signedIn={signedIn && !external} />;

  return (
    <Form label="Payoff request" errors={errors} onSubmit={onSubmit} className={styles.form}>
      <fieldset className={styles.fieldset}>
        <div className={styles.grid}>
          <LoanFields
            change={change}
            kindField={kindField}
            address="property_address"
            picker={!external}
          />
          <KindField
            kind="date"
            label="Good Through Date"
            required
            message={PAYOFF_MESSAGES.goodThrough}
            min={today}
            max={maxGoodThroughDate(today)}
            hint={`At most ${MAX_GOOD_THROUGH_DAYS} days out.`}
            {...kindField('good_through_date', (date) => goodThroughInput(date, today))}
          />
          <TextField
            label="Property Address"
            required
            autoComplete="off"
            className={styles.wide}
            {...field('property_address')}
          />
          <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
          <TextField
            label="Additional Email (optional)"
            type="email"
            {...field('optional_email')}
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
            required
            placeholder="$0.00"
            {...kindField('if_sale_then_what_is_the_estimated_sales_price')}
          />
        ) : null}
        {values.sale_or_refinance === 'Refinance' ? (
          <TextField
            label="If refinance, name of lender and agent contact"
            required
            {...field('if_refinance_name_of_lender_and_agent_contact')}
          />
        ) : null}
        <TextAreaField
          label="Updated Borrower Mailing Address"
          required
          {...field('updated_borrower_mailing_address')}
        />
        <SubmitArea state={state} employee={employee} />
      </fieldset>
    </Form>
  );
}
