import { Alert, Button, LoadingState, isCustomer, useSession } from '@lender/shared';
import { DRAW_MESSAGES, canRequestDraw } from '@lender/contracts';
import { DrawRequestForm } from '../draw-request/DrawRequestForm';
import { DrawStatus } from './DrawStatus';
import { useDrawData } from './useDrawData';
import * as styles from './drawStatus.css';

/**
 * The third case of the construction page: Draw Status, then the new-draw form when the
 * contracts' availability rule holds (every draw complete, budget balance above 0). Draws are
 * requested by the borrower (a customer account, §6): a broker who opens the page sees the status
 * only (the server refuses their request anyway).
 */
export function DrawsSection({ dealId }: { dealId: string }) {
  const customer = useSession(isCustomer);
  const { state, retry, refetch } = useDrawData(dealId);
  if (state.status === 'loading') return <LoadingState>Loading draws…</LoadingState>;
  if (state.status === 'error')
    return (
      <section className={styles.section} aria-label="Draw Status">
        <Alert>{DRAW_MESSAGES.loadFailure}</Alert>
        <div>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </div>
      </section>
    );
  const { draws, budget } = state.data;
  return (
    <>
      <DrawStatus dealId={dealId} draws={draws} budget={budget} />
      {customer && budget.sublots.length > 0 && canRequestDraw(draws, budget.totalBalance) ? (
        <DrawRequestForm dealId={dealId} budget={budget} onSubmitted={refetch} />
      ) : null}
    </>
  );
}
