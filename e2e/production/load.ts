// A small load of the production topology for its fault scenarios: workers call the API through
// nginx until told to stop, each answer tallied by status and checked to be JSON; the uploads the
// API acknowledged are kept so a scenario can check every one of them is still stored afterwards.
const BASE = process.env.PRODUCTION_URL ?? 'http://localhost:8080';
const API = `${BASE}/lima/api`;

export interface Tally {
  /** Answers by status (0: no answer at all, the connection failed). */
  statuses: Record<number, number>;
  /** Answers on /lima/api/ that were not JSON: "<status> <content-type>". */
  notJson: string[];
  /** Names of the uploads answered 200 (each stored, the API said). */
  acknowledged: string[];
}

export const emptyTally = (): Tally => ({ statuses: {}, notJson: [], acknowledged: [] });

const PDF = Buffer.from('%PDF-1.4\n% production fault test\n%%EOF\n').toString('base64');

async function call(
  tally: Tally,
  path: string,
  init: RequestInit & { token?: string },
): Promise<Response | null> {
  const { token, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(`${API}/${path}`, {
      ...rest,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    tally.statuses[0] = (tally.statuses[0] ?? 0) + 1;
    return null;
  }
  tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1;
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  let json = type.startsWith('application/json');
  try {
    JSON.parse(text);
  } catch {
    json = false;
  }
  if (!json) tally.notJson.push(`${response.status} ${type} ${text.slice(0, 60)}`);
  return response;
}

/** A session token of the demo borrower. */
export async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${API}/users/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Uploads a small PDF named `name` to the deal; the response (null: no answer). */
export const upload = (tally: Tally, token: string, dealId: string, name: string) =>
  call(tally, 'deals/uploaddocument', {
    method: 'POST',
    token,
    body: JSON.stringify({ opportunityId: dealId, rentrollfilename: name, rentrollfiledata: PDF }),
  }).then((response) => {
    if (response?.status === 200) tally.acknowledged.push(name);
    return response;
  });

/**
 * Runs `workers` loops of reads and uploads until `stop()` resolves; the uploads are named
 * `<prefix>-<n>.pdf`.
 */
export async function runLoad(options: {
  token: string;
  dealId: string;
  prefix: string;
  workers: number;
  uploadsOnly?: boolean;
  until: Promise<void>;
}): Promise<Tally> {
  const tally = emptyTally();
  let done = false;
  void options.until.then(() => {
    done = true;
  });
  let sequence = 0;
  const worker = async (index: number) => {
    for (let i = 0; !done; i += 1) {
      if (options.uploadsOnly || (index + i) % 3 === 0) {
        sequence += 1;
        await upload(tally, options.token, options.dealId, `${options.prefix}-${sequence}.pdf`);
      } else {
        await call(tally, 'deals/funded', { method: 'GET', token: options.token });
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, (_, index) => worker(index)));
  return tally;
}

/** The deal's stored document names (read when the stack answers again). */
export async function storedNames(token: string, dealId: string): Promise<Set<string>> {
  const response = await fetch(`${API}/deals/getdocuments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ dealid: dealId }),
  });
  if (!response.ok) throw new Error(`getdocuments: ${response.status}`);
  const body = (await response.json()) as { files: { name: string }[] };
  return new Set(body.files.map((file) => file.name));
}

/** The status of one read (0: no answer): for polling until the stack answers again. */
export async function readStatus(token: string): Promise<number> {
  const response = await call(emptyTally(), 'deals/funded', { method: 'GET', token });
  return response?.status ?? 0;
}

/** One line for the report: the tally's statuses and what was lost. */
export const describe = (name: string, tally: Tally, lost: number): string =>
  `${name}: ${Object.entries(tally.statuses)
    .map(([status, count]) => `${status === '0' ? 'no answer' : status} × ${count}`)
    .join(
      ', ',
    )}; ${tally.acknowledged.length} uploads acknowledged, ${lost} lost; ${tally.notJson.length} answers not JSON`;
