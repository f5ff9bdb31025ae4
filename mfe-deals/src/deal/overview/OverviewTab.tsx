import { isFunded, isFundedPanel } from '@lender/contracts';
import type { DealTabProps } from '../dealTabPage';
import { ConstructionBudget } from './ConstructionBudget';
import { DealMembers } from './DealMembers';
import { FundedLoanPanel } from './FundedLoanPanel';
import { PipelineProgress } from './PipelineProgress';
import { ReportStatuses } from './ReportStatuses';

/**
 * /dashboard/deal/{id}: the funded-loan panel (funded, or one of the four product types) or the
 * pipeline progress (spec §2); the third-party reports until the deal is funded; the way to the
 * construction budget's upload where the deal has no construction tab; its members.
 */
export function OverviewTab({ deal }: DealTabProps) {
  return (
    <>
      {isFundedPanel(deal) ? (
        <FundedLoanPanel deal={deal} />
      ) : (
        <PipelineProgress status={deal.status} />
      )}
      {isFunded(deal) ? null : <ReportStatuses deal={deal} />}
      <ConstructionBudget deal={deal} />
      <DealMembers dealId={deal.id} />
    </>
  );
}
