import type { ComponentType } from 'react';
import { DealPage } from '@lender/shared';
import type { DealDetail } from '@lender/contracts';

/** What a deal page shows inside the frame: it gets the loaded deal. */
export interface DealTabProps {
  deal: DealDetail;
}

export interface DealFrameProps {
  dealId: string;
  tab: ComponentType<DealTabProps>;
}

/** Every deal page of this remote: the core's deal page (read, title, frame) around its tab. */
export function DealFrame({ dealId, tab: Tab }: DealFrameProps) {
  return <DealPage dealId={dealId}>{(deal) => <Tab deal={deal} />}</DealPage>;
}
