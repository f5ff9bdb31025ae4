import { DealNotFound, useParams } from '@lender/shared';
import { ConstructionFrame } from './ConstructionFrame';

/** /dashboard/deal/{id}/construction: the construction page of the deal in the address. */
export default function ConstructionPage() {
  const { id } = useParams();
  // Keyed by id: another deal starts from its own loading state.
  return id ? <ConstructionFrame key={id} dealId={id} /> : <DealNotFound id="" />;
}
