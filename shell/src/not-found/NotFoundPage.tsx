import { NotFoundPanel } from '@lender/shared';
import { usePageTitle } from '../page-title/usePageTitle';

const NOT_FOUND_TEXT = "We're sorry! We were unable to find the resource you requested.";

/** Spec §2/§8: links back to the dashboard when signed in, otherwise to the customer sign-in. */
export function NotFoundPage({ title }: { title?: string }) {
  usePageTitle(title ?? 'Not Found');
  return (
    <NotFoundPanel>
      <p>{NOT_FOUND_TEXT}</p>
    </NotFoundPanel>
  );
}
