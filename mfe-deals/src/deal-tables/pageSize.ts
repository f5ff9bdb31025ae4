/**
 * Rows a dashboard table shows at first, and adds with each "Show more". The dashboard's declared
 * first reads (pages.ts) ask for that many: the build loads the declaration with the contracts and
 * files like this one, which import nothing.
 */
export const DEAL_TABLE_PAGE = 50;
