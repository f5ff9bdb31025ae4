import { Alert, Button, LoadingState } from '@lender/shared';
import { DRAW_MESSAGES, canRequestDraw } from '@lender/contracts';
import { DrawRequestForm } from '../draw-request/DrawRequestForm';
import { DrawStatus } from './DrawStatus';
import { useDrawData } from './useDrawData';
import * as styles from './drawStatus.css';

/**
 * The third case of the construction page: Draw Status, then the new-draw form when the
 * contracts' availability rule holds (every draw complete, budget balance above 0).
 */
export function DrawsSection({ dealId }: { dealId: string }) {
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
      {budget.sublots.length > 0 && canRequestDraw(draws, budget.totalBalance) ? (
        <DrawRequestForm dealId={dealId} budget={budget} onSubmitted={refetch} />
      ) : null}
    </>
  );
}
