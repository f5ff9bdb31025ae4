import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, LoadingState, isCustomer, useSession } from '@lender/shared';
import { newDrawBlocker } from '@lender/contracts';
import { DRAW_STATUS_TEXTS } from './drawStatusTexts';
import { DrawRequestForm } from '../draw-request/DrawRequestForm';
import { DrawStatus } from './DrawStatus';
import { latestDrawId } from './drawStatusRules';
import { useDrawData } from './useDrawData';
import * as styles from './drawStatus.css';

/**
 * The third case of the construction page: Draw Status, then the new-draw form when the
 * contracts' availability rule holds (every draw complete, budget balance above 0). Draws are
 * requested by the borrower (a customer account, §6): a broker who opens the page sees the status
 * only (the server refuses their request anyway).
 */
/** Said after a draw was accepted but the refreshed list could not be loaded. */
const DRAWS_NOT_REFRESHED = 'The draw list could not be refreshed: reload the page to see it.';

export function DrawsSection({ dealId }: { dealId: string }) {
  const customer = useSession(isCustomer);
  const { state, retry, refetch } = useDrawData(dealId);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // A draw request accepted: the confirmation where the borrower looks (focus moves to it from
  // the closing dialog), then the refreshed draws, the new one pending and open — no page reload.
  const onSubmitted = useCallback(async () => {
    setNotice(DRAW_STATUS_TEXTS.submitted);
    try {
      await refetch();
    } catch {
      setNotice(`${DRAW_STATUS_TEXTS.submitted} ${DRAWS_NOT_REFRESHED}`);
    }
  }, [refetch]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const confirmation = notice ? (
    <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
      <Alert variant="success" role="status">
        {notice}
      </Alert>
    </div>
  ) : null;
  if (state.status === 'loading') return <LoadingState>Loading draws…</LoadingState>;
  if (state.status === 'error')
    return (
      <section className={styles.section} aria-label="Draw Status">
        <Alert>{DRAW_STATUS_TEXTS.loadFailure}</Alert>
        <div>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </div>
      </section>
    );
  const { draws, budget } = state.data;
  const noDraw = newDrawBlocker(draws, budget.totalBalance);
  return (
    <>
      {confirmation}
      {/* Keyed by the latest draw: a draw just requested opens as the latest does on a page's
          load (§2, §4: the original reloads the page after a draw). */}
      <DrawStatus key={latestDrawId(draws)} dealId={dealId} draws={draws} budget={budget} />
      {customer && budget.sublots.length > 0 && noDraw === null ? (
        <DrawRequestForm dealId={dealId} budget={budget} onSubmitted={onSubmitted} />
      ) : null}
      {/* The borrower is told why there is no form (the confirmation already says it is pending). */}
      {customer && budget.sublots.length > 0 && noDraw !== null && !notice ? (
        <Alert variant="info" role="status">
          {DRAW_STATUS_TEXTS[noDraw]}
        </Alert>
      ) : null}
    </>
  );
}
