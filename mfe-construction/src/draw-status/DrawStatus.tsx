import { useId, useState } from 'react';
import { Button, formatDate, InfoTip, visuallyHidden } from '@lender/shared';
import { isDrawComplete, type Budget, type Draw } from '@lender/contracts';
import { DRAW_STATUS_TEXTS } from './drawStatusTexts';
import { DrawDetail } from './DrawDetail';
import { DrawIcon } from './DrawIcon';
import { downloadTextFile } from './downloadFile';
import { drawHistoryCsv, drawHistoryFileName } from './drawHistoryCsv';
import { drawListState, latestDrawId } from './drawStatusRules';
import * as styles from './drawStatus.css';

const DRAW_STATUS_TIP =
  'A gear means the draw is pending: requested, with its inspection and funding not complete yet. A check means it is complete. A new draw can be requested once every draw is complete.';

interface DrawStatusProps {
  dealId: string;
  draws: readonly Draw[];
  budget: Budget;
}

/**
 * Draw Status (spec §2): an icon per draw with its date, a check when complete and a gear while
 * pending; the latest draw's detail open at first, a click on a draw toggling its own; the
 * history as a CSV download.
 */
export function DrawStatus({ dealId, draws, budget }: DrawStatusProps) {
  const headingId = useId();
  const detailId = useId();
  const [activeId, setActiveId] = useState<string | null>(() => latestDrawId(draws));
  const state = drawListState(draws, budget);
  const activeIndex = draws.findIndex((draw) => draw.id === activeId);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <div className={styles.headingRow}>
          <h2 id={headingId} className={styles.heading}>
            Draw Status
          </h2>
          <InfoTip topic="draw statuses">{DRAW_STATUS_TIP}</InfoTip>
        </div>
        {state === 'draws' ? (
          <Button
            variant="secondary"
            onClick={() => downloadTextFile(drawHistoryFileName(dealId), drawHistoryCsv(draws))}
          >
            Download Draw History (CSV)
          </Button>
        ) : null}
      </div>
      {state === 'unavailable' ? (
        <p className={styles.message}>{DRAW_STATUS_TEXTS.statusesUnavailable}</p>
      ) : state === 'empty' ? (
        <p className={styles.message}>{DRAW_STATUS_TEXTS.noDraws}</p>
      ) : (
        <>
          <ol className={styles.timeline} aria-label="Draws, oldest first">
            {draws.map((draw) => {
              const complete = isDrawComplete(draw);
              const active = draw.id === activeId;
              return (
                <li key={draw.id}>
                  <button
                    type="button"
                    className={styles.drawButton}
                    aria-expanded={active}
                    aria-controls={detailId}
                    onClick={() => setActiveId(active ? null : draw.id)}
                  >
                    <DrawIcon
                      complete={complete}
                      className={complete ? styles.complete : styles.pending}
                    />
                    <span>
                      <span className={visuallyHidden}>Draw of </span>
                      {formatDate(draw.date)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
          <div id={detailId}>
            {activeIndex >= 0 ? (
              <DrawDetail draws={draws} index={activeIndex} budget={budget} />
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
