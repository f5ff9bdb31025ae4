/** Where the ops view lives: a shell page of the signed-in frame, not a route of spec §2. */
export const OPS_REMOTES_PATH = '/dashboard/ops/remotes';
