import { useId } from 'react';
import { formatCurrency } from '@lender/shared';
import type { BudgetItem } from '@lender/contracts';
import { sublotBars } from './sublotPicture';
import * as styles from './drawRequest.css';

const WIDTH = 320;
const ROW = 34;
const BAR = 12;

interface SublotPictureProps {
  sublotName: string;
  items: readonly BudgetItem[];
  request: number;
}

/** Budget vs invoiced vs this request of one sublot: labelled bars, named as a whole. */
export function SublotPicture({ sublotName, items, request }: SublotPictureProps) {
  const titleId = useId();
  const bars = sublotBars(items, request);
  const summary = `${sublotName}: ${bars
    .map((bar) => `${bar.label.toLowerCase()} ${formatCurrency(bar.amount)}`)
    .join(', ')}`;
  return (
    <svg
      className={styles.picture}
      viewBox={`0 0 ${WIDTH} ${ROW * bars.length}`}
      role="img"
      aria-labelledby={titleId}
      focusable="false"
    >
      <title id={titleId}>{summary}</title>
      {bars.map((bar, index) => {
        const y = index * ROW;
        return (
          <g key={bar.key}>
            <text x={0} y={y + 12} className={styles.pictureLabel}>
              {bar.label}
            </text>
            <text x={WIDTH} y={y + 12} textAnchor="end" className={styles.pictureLabel}>
              {formatCurrency(bar.amount)}
            </text>
            <rect x={0} y={y + 17} width={WIDTH} height={BAR} className={styles.pictureTrack} />
            <rect
              x={0}
              y={y + 17}
              width={Math.max(bar.amount > 0 ? 2 : 0, bar.share * WIDTH)}
              height={BAR}
              className={styles.pictureBar[bar.key]}
            />
          </g>
        );
      })}
    </svg>
  );
}
