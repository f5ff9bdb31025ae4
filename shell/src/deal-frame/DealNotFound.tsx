import { NotFoundPanel } from '@lender/shared';

const DEAL_NOT_REACHED_TEXT = 'The requested resource could not be reached.';

const dealLoadProblemText = (id: string): string =>
  `We encountered a problem loading this deal (ID: ${id}).`;

/** A deal that failed to load or is not the user's (spec §8): the not-found page's look. */
export const DealNotFound = ({ id }: { id: string }) => (
  <NotFoundPanel>
    <p>{DEAL_NOT_REACHED_TEXT}</p>
    <p>{dealLoadProblemText(id)}</p>
  </NotFoundPanel>
);
