import { useId } from 'react';
import { KindField, Table, formatCurrency, type TableColumn } from '@lender/shared';
import {
  DRAW_MESSAGES,
  fromCents,
  toCents,
  type BudgetSublot,
  type BudgetItem,
} from '@lender/contracts';
import {
  amountOf,
  balanceError,
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
  /**
   * The form's error message id, linked to the inputs while it shows (after Request Draw); each
   * line then shows its own error too, a text that is not an amount included.
   */
  formErrorId: string | undefined;
}

/**
 * One sublot of the new-draw form: its picture, then a row per item with an amount, a currency
 * field of the core's kind.
 */
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
      cell: (item) => (
        <KindField
          kind="currency"
          label={`Amount for ${item.name} (${item.code}), ${sublot.sublotName}`}
          labelHidden
          className={styles.amountField}
          autoComplete="off"
          placeholder="$0.00"
          value={amounts[item.id] ?? ''}
          onValueChange={(text) => onAmount(item.id, text)}
          message={DRAW_MESSAGES.amountFormat}
          error={(formErrorId ? lineError : balanceError)(amounts, item) ?? undefined}
          aria-describedby={formErrorId}
        />
      ),
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
