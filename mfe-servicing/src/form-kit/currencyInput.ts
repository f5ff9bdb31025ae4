import { isCurrency, parseCurrency } from '@lender/contracts';
import { formatCurrency } from '@lender/shared';

/** An amount once it is left: '450000' → '$450,000.00'; anything else stays as typed. */
export const currencyOnBlur = (value: string): string =>
  isCurrency(value) ? formatCurrency(parseCurrency(value)) : value;
