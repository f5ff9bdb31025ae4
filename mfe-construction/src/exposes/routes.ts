import type { RemotePages } from '@lender/shared';

/**
 * The pages this remote serves, keyed by route pattern (see @lender/shared paths). Its routes are
 * assigned to it in the shell's route table; each capability adds its pages here as it lands.
 */
export const pages: RemotePages = {};
