import { useEffect, useId, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Form,
  InfoTip,
  KindField,
  LoadingState,
  Modal,
  SelectField,
  TextField,
  formatCurrency,
  formatDate,
} from '@lender/shared';
import {
  DRAW_MESSAGES,
  LOCKBOX_MAX_LENGTH,
  inspectionEndDate,
  type Budget,
} from '@lender/contracts';
import { BankAccountForm } from '../bank-accounts/BankAccountForm';
import {
  accountLabel,
  newestAccountId,
  startingAccountId,
} from '../bank-accounts/bankAccountRules';
import { useBeneficiaries } from '../bank-accounts/useBeneficiaries';
import { emptyModalValues, requestTotal, type DrawAmounts, type DrawModalValues } from './drawForm';
import { inspectionStartRange } from './inspectionWindow';
import { AGREEMENT_FIELD, useDrawSubmit } from './useDrawSubmit';
import * as styles from './drawRequest.css';

const DRAW_TIPS = {
  inspection:
    'An inspector visits the property to confirm the work this draw pays for. The window starts on the day you choose and ends 2 days later (a weekend end moves to Monday); someone must be able to let the inspector in during it.',
  lockbox:
    'The code of the lockbox holding the property’s keys, so the inspector can get in (up to 6 characters).',
} as const;

const AGREEMENT_TEXT =
  'I/We certify that the work covered by this draw request has been completed as budgeted, and agree to the inspection of the property.';

interface DrawRequestModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dealId: string;
  amounts: DrawAmounts;
  budget: Budget;
  onSubmitted: () => Promise<void>;
  onClearDraft: () => void;
}

/**
 * The draw request's second step (spec §2, §4, §5): the inspection dates, the lockbox code, the
 * bank account (with Add New Account, shown in the same dialog) and the agreement; then the POST.
 */
export function DrawRequestModal(props: DrawRequestModalProps) {
  const { open, onOpenChange, dealId, amounts, budget, onSubmitted, onClearDraft } = props;
  const [values, setValues] = useState<DrawModalValues>(emptyModalValues);
  const [view, setView] = useState<'draw' | 'bank'>('draw');
  /** The account the borrower picked; null until they pick one (the newest is then chosen). */
  const [accountChoice, setAccountChoice] = useState<string | null>(null);
  const beneficiaries = useBeneficiaries();
  const { errors, failure, submitting, submit } = useDrawSubmit({
    dealId,
    amounts,
    budget,
    onSubmitted,
    onClearDraft,
  });
  const agreementId = useId();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const accountRef = useRef<HTMLSelectElement>(null);
  const returnFocus = useRef<'add' | 'account' | null>(null);
  const { load: loadAccounts, state: accountsState } = beneficiaries;

  // The accounts are asked for when the dialog first opens (and again after a failure).
  useEffect(() => {
    if (open && (accountsState.status === 'idle' || accountsState.status === 'error'))
      void loadAccounts();
    // Only on opening: a failed load offers its own retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // Back from the bank form: to the account chosen, or to the button that opened it.
  useEffect(() => {
    if (view !== 'draw' || !returnFocus.current) return;
    (returnFocus.current === 'account' ? accountRef.current : addButtonRef.current)?.focus();
    returnFocus.current = null;
  }, [view]);

  const update = (changes: Partial<DrawModalValues>) =>
    setValues((current) => ({ ...current, ...changes }));

  const accounts = accountsState.status === 'loaded' ? accountsState.accounts : [];
  const noAccounts = accountsState.status === 'loaded' && accounts.length === 0;

  // The borrower's choice from the list, or the account just added (§4); else a sole account on
  // file. Of several, none is guessed: the draw is paid to the account the borrower picks.
  const beneficiaryId =
    accountChoice !== null &&
    (accountChoice === '' || accounts.some((account) => account.id === accountChoice))
      ? accountChoice
      : startingAccountId(accounts);

  const end = inspectionEndDate(values.inspectionStart);
  const range = inspectionStartRange();

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (submitting) return;
        // Opened again, the dialog starts from the draw request, its answers kept.
        if (!next) setView('draw');
        onOpenChange(next);
      }}
      title={view === 'draw' ? 'Request Draw' : 'Add New Account'}
      description={
        view === 'draw'
          ? `Draw Request Total: ${formatCurrency(requestTotal(amounts, budget))}`
          : 'The account the draw will be paid to.'
      }
      closeOnOutsideClick={false}
    >
      {view === 'bank' ? (
        <BankAccountForm
          onAdded={(list) => {
            beneficiaries.replace(list);
            setAccountChoice(newestAccountId(list));
            returnFocus.current = 'account';
            setView('draw');
          }}
          onCancel={() => {
            returnFocus.current = 'add';
            setView('draw');
          }}
        />
      ) : (
        <Form
          label="Request Draw"
          errors={errors}
          onSubmit={() => submit({ ...values, beneficiaryId }, accounts.length)}
          className={styles.modalForm}
        >
          <div className={styles.tipRow}>
            <span>Inspection window</span>
            <InfoTip topic="the inspection window">{DRAW_TIPS.inspection}</InfoTip>
          </div>
          <div className={styles.dates}>
            <KindField
              kind="date"
              label="Inspection Start Date"
              name="inspection_start_date"
              required
              message={DRAW_MESSAGES.inspectionStart}
              min={range.min}
              max={range.max}
              value={values.inspectionStart}
              onValueChange={(date) => update({ inspectionStart: date })}
              error={errors.inspection_start_date}
            />
            <TextField
              label="Inspection End Date"
              name="inspection_end_date"
              readOnly
              value={end ? formatDate(end) : ''}
              hint="2 days after the start; a weekend moves to Monday."
            />
          </div>
          <div className={styles.tipRow}>
            <span>Lockbox access code</span>
            <InfoTip topic="the lockbox code">{DRAW_TIPS.lockbox}</InfoTip>
          </div>
          <TextField
            label="Lockbox Access Code"
            name="LockboxAccessCode"
            required
            autoComplete="off"
            maxLength={LOCKBOX_MAX_LENGTH}
            value={values.lockboxCode}
            onChange={(event) => update({ lockboxCode: event.target.value })}
            error={errors.LockboxAccessCode}
            hint={`Up to ${LOCKBOX_MAX_LENGTH} characters.`}
          />
          {accountsState.status === 'loading' || accountsState.status === 'idle' ? (
            <LoadingState>Loading your bank accounts…</LoadingState>
          ) : accountsState.status === 'error' ? (
            <Alert>
              Your bank accounts could not be loaded.{' '}
              <Button variant="link" onClick={() => void loadAccounts()}>
                Try again
              </Button>
            </Alert>
          ) : (
            <SelectField
              ref={accountRef}
              label="Bank Account"
              name="BeneficiaryId"
              required
              placeholder={noAccounts ? 'No bank accounts on file' : 'Select a bank account'}
              options={accounts.map((account) => ({
                value: account.id,
                label: accountLabel(account),
              }))}
              value={beneficiaryId}
              onChange={(event) => setAccountChoice(event.target.value)}
              error={errors.BeneficiaryId}
              hint={noAccounts && !errors.BeneficiaryId ? DRAW_MESSAGES.noBeneficiary : undefined}
            />
          )}
          <div>
            <Button ref={addButtonRef} variant="secondary" onClick={() => setView('bank')}>
              Add New Account
            </Button>
          </div>
          <div className={styles.agreement}>
            <p id={`${agreementId}-text`} className={styles.agreementText}>
              {AGREEMENT_TEXT}
            </p>
            <label className={styles.checkboxLabel}>
              <input
                type="checkbox"
                name={AGREEMENT_FIELD}
                checked={values.agreed}
                onChange={(event) => update({ agreed: event.target.checked })}
                aria-invalid={errors[AGREEMENT_FIELD] ? true : undefined}
                aria-describedby={
                  errors[AGREEMENT_FIELD]
                    ? `${agreementId}-text ${agreementId}-error`
                    : `${agreementId}-text`
                }
                className={styles.checkbox}
              />
              I/We Agree
              <span className={styles.requiredMark} aria-hidden="true">
                *
              </span>
            </label>
            {errors[AGREEMENT_FIELD] ? (
              <span id={`${agreementId}-error`} className={styles.fieldError}>
                {errors[AGREEMENT_FIELD]}
              </span>
            ) : null}
          </div>
          {failure ? <Alert>{failure}</Alert> : null}
          <div className={styles.actions}>
            <Button type="submit" processing={submitting} processingText="Submitting...">
              Submit Draw Request
            </Button>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={submitting}>
              Cancel
            </Button>
          </div>
        </Form>
      )}
    </Modal>
  );
}
