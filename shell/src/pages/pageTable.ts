// The page table the shell routes and navigates by: assembled at start from the declarations of
// the releases it chose, and again when a sign-in changes which release a canary gives this user.
// It also fills the core's link directory, so remotes resolve each other's pages by name, and the
// deal frame's tabs (the shell's), which the deal pages declare.
import { setPageDirectory, useSession } from '@lender/shared';
import { create } from 'zustand';
import { setDealTabs } from '../deal-frame/dealTabs';
import { OPS_REMOTES_PATH } from '../ops/opsPath';
import { assemblePageTable, EMPTY_PAGE_TABLE, type PageTable } from './assemble';
import { readDeclarations } from './declarations';

export const usePageTable = create<PageTable>(() => EMPTY_PAGE_TABLE);

/** The shell's own pages: no remote may claim them. */
const SHELL_PATTERNS = [OPS_REMOTES_PATH];

let latest = 0;

/** Reads the declarations and assembles the table (a newer call wins over an older one). */
export async function loadPageTable(): Promise<PageTable> {
  const call = ++latest;
  const table = assemblePageTable(await readDeclarations(), SHELL_PATTERNS);
  if (call === latest) {
    usePageTable.setState(table, true);
    setDealTabs(table.dealTabs);
    setPageDirectory({
      patterns: table.links,
      reportUnknown: (name) =>
        console.warn(`a link to the page ${name}, which no remote offers, is shown as text`),
    });
    for (const refusal of table.refusals)
      console.warn(
        `${refusal.remote}${refusal.page ? ` page ${refusal.page}` : ''} refused: ${refusal.reason}`,
      );
  }
  return table;
}

/** A sign-in or sign-out may move this user into or out of a canary: assemble again. */
export function followSessionForPageTable(): () => void {
  return useSession.subscribe((state, previous) => {
    if (state.userId !== previous.userId) void loadPageTable();
  });
}
