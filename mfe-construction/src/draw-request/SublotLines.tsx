import { useId } from 'react';
import { Table, formatCurrency, visuallyHidden, type TableColumn } from '@lender/shared';
import { fromCents, toCents, type BudgetSublot, type BudgetItem } from '@lender/contracts';
import {
  amountOf,
  filterAmountInput,
  lineError,
  sublotRequestTotal,
  type DrawAmounts,
} from './drawForm';
import { SublotPicture } from './SublotPicture';
import * as styles from './drawRequest.css';

interface SublotLinesProps {
  sublot: BudgetSublot;
  amounts: DrawAmounts;
  onAmount: (itemId: string, text: string) => void;
  /** The form's error message id, linked to the inputs while it shows. */
  formErrorId: string | undefined;
}

/** The id of an item's amount input (the form focuses the first one in error). */
const amountInputId = (prefix: string, itemId: string): string => `${prefix}-amount-${itemId}`;

/** One sublot of the new-draw form: its picture, then a row per item with an amount input. */
export function SublotLines({ sublot, amounts, onAmount, formErrorId }: SublotLinesProps) {
  const prefix = useId();
  const headingId = `${prefix}-heading`;

  const columns: readonly TableColumn<BudgetItem>[] = [
    {
      key: 'name',
      header: 'Budget Item',
      rowHeader: true,
      cell: (item) => (
        <>
          {item.name}
          <span className={styles.itemCode}>{item.code}</span>
        </>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      cell: (item) => {
        const inputId = amountInputId(prefix, item.id);
        const error = lineError(amounts, item);
        const errorId = `${inputId}-error`;
        const describedBy = [error ? errorId : null, formErrorId].filter(Boolean).join(' ');
        return (
          <div className={styles.amountCell}>
            <label htmlFor={inputId} className={visuallyHidden}>
              Amount for {item.name} ({item.code}), {sublot.sublotName}
            </label>
            <input
              id={inputId}
              className={styles.amountInput}
              inputMode="decimal"
              autoComplete="off"
              placeholder="$0.00"
              value={amounts[item.id] ?? ''}
              onChange={(event) =>
                onAmount(item.id, filterAmountInput(amounts[item.id] ?? '', event.target.value))
              }
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
            />
            {error ? (
              <span id={errorId} className={styles.fieldError}>
                {error}
              </span>
            ) : null}
          </div>
        );
      },
    },
    {
      key: 'balance',
      header: 'Remaining Balance',
      align: 'right',
      cell: (item) => {
        // What this request would leave: red when it would go below 0.
        const left = fromCents(toCents(item.balance) - toCents(amountOf(amounts, item.id)));
        return (
          <span className={left < 0 ? styles.negative : undefined}>{formatCurrency(left)}</span>
        );
      },
    },
    {
      key: 'budget',
      header: 'Budget',
      align: 'right',
      cell: (item) => formatCurrency(item.budget),
    },
  ];

  return (
    <section className={styles.sublot} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sublotHeading}>
        {sublot.sublotName}
      </h3>
      <SublotPicture
        sublotName={sublot.sublotName}
        items={sublot.items}
        request={sublotRequestTotal(amounts, sublot.items)}
      />
      <Table
        caption={`${sublot.sublotName} line items`}
        captionHidden
        columns={columns}
        rows={sublot.items}
        rowKey={(item) => item.id}
        emptyText="This sublot has no budget items."
      />
    </section>
  );
}
