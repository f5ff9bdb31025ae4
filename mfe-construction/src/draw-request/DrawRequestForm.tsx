import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import {
  Alert,
  Button,
  Form,
  ViewingNote,
  formatCurrency,
  useEmployeeMode,
  useLoadedComponent,
  whileViewing,
} from '@lender/shared';
import type { Budget } from '@lender/contracts';
import type { DrawRequestModal } from './DrawRequestModal';
import { formError, requestTotal } from './drawForm';
import { SublotLines } from './SublotLines';
import { useDrawAmounts } from './useDrawAmounts';
import * as styles from './drawRequest.css';

export const EMPLOYEE_DRAW_NOTE = whileViewing('Draws cannot be requested');
const DRAFT_RESTORED_NOTE = 'Your unfinished draw request was restored.';

// The modal's code (its fields, the bank accounts) loads when a borrower first asks for it, not with
// the page: most visits read the draws and request none.
const loadDrawRequestModal = () =>
  import('./DrawRequestModal').then((module) => module.DrawRequestModal);

function LoadedDrawRequestModal(props: ComponentProps<typeof DrawRequestModal>) {
  const modal = useLoadedComponent(loadDrawRequestModal, 'draw request modal');
  return modal.status === 'loaded' ? <modal.Component {...props} /> : null;
}

interface DrawRequestFormProps {
  dealId: string;
  budget: Budget;
  /** Refetches the draws after a successful request. */
  onSubmitted: () => Promise<void>;
}

/**
 * The new-draw form (spec §2, §5): a table per sublot with an amount per item, the running Draw
 * Request Total, and Request Draw (disabled for employees), which checks the lines and opens the
 * modal.
 */
export function DrawRequestForm({ dealId, budget, onSubmitted }: DrawRequestFormProps) {
  const employee = useEmployeeMode();
  const viewingNoteId = useId();
  const { amounts, restored, setAmount, clearAmounts, forgetDraft } = useDrawAmounts(
    dealId,
    budget,
  );
  const [attempt, setAttempt] = useState(0);
  const [modalOpen, setModalOpen] = useState(false);
  // Once opened, the modal stays mounted: its answers are kept when it is opened again.
  const [modalWanted, setModalWanted] = useState(false);
  const headingId = useId();
  const formErrorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const message = attempt > 0 ? formError(amounts, budget) : null;

  // A refused Request Draw: focus the first amount in error, else the first amount.
  useEffect(() => {
    if (attempt === 0 || !formError(amounts, budget)) return;
    const form = formRef.current;
    (
      form?.querySelector<HTMLElement>('input[aria-invalid="true"]') ?? form?.querySelector('input')
    )?.focus();
    // Only when Request Draw is pressed, not on each edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const onSubmit = () => {
    if (employee) return;
    setAttempt((count) => count + 1);
    if (formError(amounts, budget)) return;
    setModalWanted(true);
    setModalOpen(true);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        New Draw Request
      </h2>
      {employee ? <ViewingNote id={viewingNoteId}>{EMPLOYEE_DRAW_NOTE}</ViewingNote> : null}
      {restored && !employee ? (
        <Alert variant="info" role="status">
          {DRAFT_RESTORED_NOTE}{' '}
          <Button variant="link" onClick={clearAmounts}>
            Clear the amounts
          </Button>
        </Alert>
      ) : null}
      <Form
        ref={formRef}
        label={{ labelledBy: headingId }}
        onSubmit={onSubmit}
        className={styles.form}
      >
        {budget.sublots.map((sublot) => (
          <SublotLines
            key={sublot.sublot}
            sublot={sublot}
            amounts={amounts}
            onAmount={setAmount}
            formErrorId={message ? formErrorId : undefined}
          />
        ))}
        {message ? (
          <Alert>
            <span id={formErrorId}>{message}</span>
          </Alert>
        ) : null}
        <div className={styles.footer}>
          <p className={styles.total}>
            Draw Request Total:{' '}
            <output aria-live="polite" className={styles.totalValue}>
              {formatCurrency(requestTotal(amounts, budget))}
            </output>
          </p>
          <Button
            type="submit"
            disabled={employee}
            aria-describedby={employee ? viewingNoteId : undefined}
          >
            Request Draw
          </Button>
        </div>
      </Form>
      {modalWanted ? (
        <LoadedDrawRequestModal
          open={modalOpen}
          onOpenChange={setModalOpen}
          dealId={dealId}
          amounts={amounts}
          budget={budget}
          onSubmitted={async () => {
            setModalOpen(false);
            clearAmounts();
            setAttempt(0);
            await onSubmitted();
          }}
          onClearDraft={forgetDraft}
        />
      ) : null}
    </section>
  );
}
