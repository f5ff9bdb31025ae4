// The core re-exports no useParams, so a page reads its one parameter (the last segment of
// patterns like /change-password/:token) from the location.

/** The last non-empty segment of a path, decoded; null when there is none or it is malformed. */
export function lastPathSegment(pathname: string): string | null {
  const segment = pathname.split('/').filter(Boolean).at(-1);
  if (segment === undefined) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
