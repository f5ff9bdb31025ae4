import { useMemo } from 'react';
import { useLocation } from '@lender/shared';
import { lastPathSegment } from '../common/pathParam';
import { readLinkToken, type LinkToken } from './linkToken';

/**
 * The link's token, read from the path's last segment (/change-password/{token}) or from the
 * query (/signup-setpassword?token=…); null when there is none or it cannot be read.
 */
export function useLinkToken(from: 'path' | 'query'): LinkToken | null {
  const { pathname, search } = useLocation();
  const raw =
    from === 'path' ? lastPathSegment(pathname) : new URLSearchParams(search).get('token');
  return useMemo(() => (raw ? readLinkToken(raw) : null), [raw]);
}
