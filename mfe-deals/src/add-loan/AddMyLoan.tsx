import { useId, useState } from 'react';
import { Alert, Button, Modal, ViewingNote, useEmployeeMode, useRead } from '@lender/shared';
import { availabilityRead, parseAvailability } from './api/loanLookup';
import { ADD_LOAN_MESSAGES } from './loanChoice';
import { LoanChoices } from './LoanChoices';
import { LoanLookupForm } from './LoanLookupForm';
import { useAddMyLoan } from './useAddMyLoan';

/**
 * The Add My Loan button, where the server takes loan lookups: the portal's flag (checked by the
 * page) and the API's setting must both be on. A back end that cannot say (no availability
 * call) leaves it to the flag; a lookup it then refuses with 404 says the feature is unavailable.
 */
export function AddMyLoan() {
  const { state } = useRead(availabilityRead, parseAvailability);
  if (state.status === 'loading' || (state.status === 'loaded' && !state.data)) return null;
  return <AddMyLoanDialog />;
}

/** The button and its dialog (spec §2 customer resources, §5, §6). */
function AddMyLoanDialog() {
  const [open, setOpen] = useState(false);
  const employee = useEmployeeMode();
  const viewingNoteId = useId();
  const reasonId = employee ? viewingNoteId : undefined;
  const flow = useAddMyLoan();
  const { step } = flow;

  const onOpenChange = (next: boolean) => {
    if (!next) flow.reset();
    setOpen(next);
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Add My Loan
      </Button>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title="Add My Loan"
        description="Find a loan of yours by its loan number and the last 4 digits of your SSN."
      >
        {employee ? (
          <ViewingNote id={viewingNoteId}>{ADD_LOAN_MESSAGES.employee}</ViewingNote>
        ) : null}
        {step.kind === 'lookup' ? (
          <LoanLookupForm
            errors={flow.errors}
            processing={flow.processing}
            disabled={employee}
            disabledReasonId={reasonId}
            onLookup={flow.lookup}
          />
        ) : null}
        {step.kind === 'choose' ? (
          <LoanChoices
            loans={step.loans}
            chosen={flow.chosen}
            processing={flow.processing}
            disabled={employee}
            disabledReasonId={reasonId}
            onToggle={flow.toggle}
            onAdd={flow.add}
            onBack={flow.reset}
          />
        ) : null}
        {step.kind === 'added' ? (
          <Alert variant="success" role="status">
            {ADD_LOAN_MESSAGES.added(step.count)}
          </Alert>
        ) : null}
        {flow.noMatch ? <Alert variant="warning">{ADD_LOAN_MESSAGES.noMatch}</Alert> : null}
        {flow.problem ? <Alert>{flow.problem}</Alert> : null}
      </Modal>
    </>
  );
}
