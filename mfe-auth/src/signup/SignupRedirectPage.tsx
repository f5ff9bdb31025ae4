import { useEffect } from 'react';
import { LoadingState, useLocation, useRuntimeConfig } from '@lender/shared';
import { externalApplyUrl } from './externalApplyUrl';

/** /signup and /broker/signup: the browser goes on to the lender's external apply page. */
export default function SignupRedirectPage() {
  const { applyUrl } = useRuntimeConfig();
  const { search } = useLocation();
  const target = externalApplyUrl(applyUrl, search);
  useEffect(() => {
    window.location.replace(target);
  }, [target]);
  return (
    <>
      <LoadingState>Taking you to our application…</LoadingState>
      <p>
        If nothing happens, <a href={target}>continue to the application</a>.
      </p>
    </>
  );
}
