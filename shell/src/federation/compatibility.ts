import { satisfy } from '@module-federation/enhanced/runtime';
import { CONTRACT_MODULES, unmetRequirement } from '@lender/shared/federation/compatibility';

export { CONTRACT_MODULES };

export interface DeclaredShared {
  name: string;
  requiredVersion?: string;
}

/**
 * Why a remote cannot run on this host, or null: each range it declares (its manifest's
 * `shared[].requiredVersion`) for React and the core must hold for the version the host provides
 * (the release tool's rule, shared/federation/compatibility.js).
 */
export function incompatibility(
  declared: readonly DeclaredShared[],
  provided: Readonly<Record<string, string | undefined>>,
): string | null {
  const requires = Object.fromEntries(
    declared.map((shared) => [shared.name, shared.requiredVersion]),
  );
  const unmet = unmetRequirement(requires, provided, satisfy);
  if (!unmet) return null;
  return `It was built for ${unmet.module} ${unmet.range}; this portal provides ${
    unmet.provided ?? 'none'
  }.`;
}

/** The manifest published beside a remoteEntry.js. */
export const manifestUrlOf = (entryUrl: string): string =>
  entryUrl.replace(/remoteEntry\.js(?=$|[?#])/, 'mf-manifest.json');

export interface RemoteManifest {
  shared: DeclaredShared[];
  metaData?: { buildInfo?: { buildVersion?: string } };
}

/**
 * The manifest, or a failure once its server has not begun to answer within `answerWithinMs`
 * (a hung server: the area's fallback should not wait for the browser's own minutes-long limit).
 */
export async function fetchManifest(
  entryUrl: string,
  answerWithinMs: number,
): Promise<RemoteManifest> {
  const url = manifestUrlOf(entryUrl);
  const noAnswer = new AbortController();
  const timer = setTimeout(() => noAnswer.abort(), answerWithinMs);
  let response: Response;
  try {
    response = await fetch(url, { signal: noAnswer.signal });
  } catch (error) {
    if (noAnswer.signal.aborted)
      throw new Error(`no answer within ${answerWithinMs} ms`, { cause: error });
    throw error;
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const manifest = (await response.json()) as Partial<RemoteManifest>;
  return { ...manifest, shared: Array.isArray(manifest.shared) ? manifest.shared : [] };
}
