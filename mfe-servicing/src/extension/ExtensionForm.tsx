import { useState } from 'react';
import {
  DELAY_REASONS,
  EXIT_STRATEGIES,
  EXTENSION_MESSAGES,
  EXTENSION_FILE_EXTENSIONS,
  YES_NO,
  extensionFieldsSchema,
  validateFields,
  type ExtensionFileSlot,
} from '@lender/contracts';
import {
  Alert,
  Form,
  KindField,
  SelectField,
  TextAreaField,
  TextField,
  type KindFieldProps,
  type TextKey,
} from '@lender/shared';
import { MONTHLY_PAYMENTS_WARNING, SERVICING_FAILURE_MESSAGES } from '../form-kit/servicingTexts';
import { CheckboxField } from '../form-kit/CheckboxField';
import { ChoiceField } from '../form-kit/ChoiceField';
import { acceptOf, filesPayload, refusalOf } from '../form-kit/chosenFiles';
import { FileField, fileList } from '../form-kit/FileField';
import { filesBeside, withoutSlot } from '../form-kit/slotFiles';
import { SubmitArea } from '../form-kit/SubmitArea';
import { SubmittedPanel } from '../form-kit/SubmittedPanel';
import { useServicingForm } from '../form-kit/useServicingForm';
import { extensionWrite } from './api/extension';
import {
  COMMON_SLOTS,
  QUESTIONS,
  branchErrors,
  branchOf,
  contactQuestion,
  emptyExtensionForm,
  encodedAnswers,
  extensionInput,
  filesToSend,
  summaryHtml,
  type ExtensionFiles,
  type ExtensionFormValues,
} from './extensionForm';
import * as styles from '../form-kit/formKit.css';
import { LoanFields } from '../form-kit/LoanFields';

const ACCEPT = acceptOf(EXTENSION_FILE_EXTENSIONS);
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const SLOT_LABELS: Record<ExtensionFileSlot, string> = {
  risk_hazard_policy: 'Risk/Hazard Insurance Policy',
  risk_policy_paid_receipt: 'Risk/Hazard Policy Paid Receipt',
  flood_policy: 'Flood Insurance Policy (if any)',
  flood_policy_paid_receipt: 'Flood Policy Paid Receipt',
  property_tax: 'Property Tax Bill',
  paid_receipt: 'Property Tax Paid Receipt',
  listing_agreement: 'Listing Agreement',
  sellers_agreement: "Seller's Agreement",
  approval_commitment_letter: 'Pre-approval or Commitment Letter',
};
const REQUIRED_SLOTS = new Set<ExtensionFileSlot>([
  'risk_hazard_policy',
  'risk_policy_paid_receipt',
  'property_tax',
  'sellers_agreement',
  'approval_commitment_letter',
]);

/** The extension request of spec §3/§5. */
export function ExtensionForm() {
  const { employee, values, errors, setErrors, state, run, change, discard, field, kindField } =
    useServicingForm<ExtensionFormValues>(
      'extension',
      emptyExtensionForm,
      SERVICING_FAILURE_MESSAGES.extension,
    );
  const [files, setFiles] = useState<ExtensionFiles>({});
  const branch = branchOf(values.exit_strategy);
  const shows = (field: string) => (branch.fields as string[]).includes(field);

  // Why a chosen file was not kept, per slot: kept apart from the submit's messages, so Submit
  // ('… is required') never replaces the reason the file is missing (e.g. the combined size).
  const [refusals, setRefusals] = useState<Partial<Record<ExtensionFileSlot, string>>>({});
  const choose = (slot: ExtensionFileSlot, file: File) => {
    const problems = refusalOf(file, filesBeside(files, slot), EXTENSION_FILE_EXTENSIONS);
    setRefusals((current) => ({ ...current, [slot]: problems.join(' ') || undefined }));
    setErrors((current) => ({ ...current, [slot]: undefined }));
    if (problems.length === 0) setFiles((current) => ({ ...current, [slot]: file }));
  };
  const slotError = (slot: ExtensionFileSlot): string | undefined => {
    const shown = [refusals[slot], errors[slot]].filter(
      (message, index, all): message is string =>
        Boolean(message) && all.indexOf(message) === index,
    );
    return shown.length > 0 ? shown.join(' ') : undefined;
  };
  const remove = (slot: ExtensionFileSlot) => setFiles((current) => withoutSlot(current, slot));

  const onSubmit = async () => {
    if (employee || state.kind === 'submitting') return;
    const input = extensionInput(values);
    const parsed = validateFields(extensionFieldsSchema, input);
    const found: Record<string, string | undefined> = {
      ...branchErrors(input, files),
      ...(parsed.success ? {} : parsed.errors),
    };
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    const sending = filesToSend(files, input.exit_strategy);
    const sent = await run(async () =>
      extensionWrite({
        ...encodedAnswers(parsed.output),
        files: await filesPayload(sending),
        body: summaryHtml(parsed.output, sending, SLOT_LABELS),
      }),
    );
    if (sent) {
      discard();
      setFiles({});
    }
  };

  if (state.kind === 'success') return <SubmittedPanel message={state.message} signedIn />;

  const text = (
    name: TextKey<ExtensionFormValues>,
    props: Partial<Parameters<typeof TextField>[0]> = {},
  ) => <TextField label={QUESTIONS[name as keyof typeof QUESTIONS]} {...field(name)} {...props} />;
  /** A field of one of the core's kinds (loan number, date), labelled by its question. */
  const kind = (
    name: TextKey<ExtensionFormValues>,
    fieldKind: KindFieldProps['kind'],
    props: { required?: boolean; message?: string } = {},
  ) => (
    <KindField
      kind={fieldKind}
      label={QUESTIONS[name as keyof typeof QUESTIONS]}
      {...kindField(name)}
      {...props}
    />
  );
  const date = (name: TextKey<ExtensionFormValues>, required = false) =>
    kind(name, 'date', { required, message: EXTENSION_MESSAGES.date });
  const yesNo = (field: keyof ExtensionFormValues & string, required = true) => (
    <ChoiceField
      legend={QUESTIONS[field as keyof typeof QUESTIONS]}
      name={field}
      required={required}
      options={YES_NO}
      value={String(values[field])}
      onChange={(choice) => change({ [field]: choice })}
      error={errors[field]}
    />
  );
  const select = (
    name: TextKey<ExtensionFormValues>,
    choices: readonly string[],
    label?: string,
  ) => (
    <SelectField
      label={label ?? QUESTIONS[name as keyof typeof QUESTIONS]}
      {...field(name)}
      required
      placeholder="Make a selection"
      options={options(choices)}
    />
  );
  const slot = (name: ExtensionFileSlot, required = REQUIRED_SLOTS.has(name)) => (
    <FileField
      key={name}
      label={SLOT_LABELS[name]}
      name={name}
      accept={ACCEPT}
      required={required}
      files={fileList(files[name])}
      onChoose={([file]) => {
        if (file) choose(name, file);
      }}
      onRemove={() => remove(name)}
      error={slotError(name)}
    />
  );

  return (
    <Form label="Extension request" errors={errors} onSubmit={onSubmit} className={styles.form}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>The loan</legend>
        <div className={styles.grid}>
          {text('email', { type: 'email', required: true, autoComplete: 'email' })}
          <LoanFields change={change} kindField={kindField} address="property_address" />
          {text('borrower_name', { required: true })}
          {text('property_address', { required: true, className: styles.wide })}
        </div>
        {yesNo('received_extensions')}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>The delay and the exit</legend>
        <div className={styles.grid}>
          {select('exit_strategy', EXIT_STRATEGIES)}
          {select('reason_for_delay', DELAY_REASONS)}
          {date('expected_completion_date')}
        </div>
        <TextAreaField label={QUESTIONS.delay_elaboration} {...field('delay_elaboration')} />
        {shows('link_to_listing') ? (
          <>
            {text('link_to_listing', {
              type: 'url',
              hint: 'Or upload the Listing Agreement below.',
            })}
            {text('price_reductions_30_days')}
            {yesNo('price_plan_to_reduce')}
            {values.price_plan_to_reduce === 'Yes'
              ? date('price_expected_reduction_date', true)
              : null}
          </>
        ) : null}
        {shows('contract_reason_for_delay')
          ? select('contract_reason_for_delay', DELAY_REASONS)
          : null}
        {shows('lenders_contact_information')
          ? text('lenders_contact_information', {
              required: true,
              label: contactQuestion(values.exit_strategy),
            })
          : null}
        {shows('applied_to_refinance') ? yesNo('applied_to_refinance') : null}
        {shows('expected_closing_date') ? date('expected_closing_date', true) : null}
        {branch.slot ? slot(branch.slot) : null}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Payments, insurance and taxes</legend>
        {yesNo('monthly_payments')}
        {values.monthly_payments === 'No' ? (
          <Alert variant="warning" role="status" className={styles.note}>
            {MONTHLY_PAYMENTS_WARNING}
          </Alert>
        ) : null}
        {COMMON_SLOTS.map((name) =>
          slot(
            name,
            REQUIRED_SLOTS.has(name) ||
              (name === 'flood_policy_paid_receipt' && Boolean(files.flood_policy)),
          ),
        )}
      </fieldset>

      <CheckboxField
        name="extension_fee"
        label="I agree to the extension fee: 0.5% of the loan amount up front, or 1.0% at payoff, for each 3-month extension."
        checked={values.extension_fee}
        onChange={(checked) => change({ extension_fee: checked })}
        error={errors.extension_fee}
      />
      <SubmitArea state={state} employee={employee} />
    </Form>
  );
}
