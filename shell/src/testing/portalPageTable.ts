// The page table the shell assembles from the remotes' real declarations (tests only).
import { declaration as account } from 'mfe-account/pages';
import { declaration as auth } from 'mfe-auth/pages';
import { declaration as construction } from 'mfe-construction/pages';
import { declaration as deals } from 'mfe-deals/pages';
import { declaration as servicing } from 'mfe-servicing/pages';
import { setPageDirectory } from '@lender/shared';
import { setDealTabs } from '../deal-frame/dealTabs';
import { assemblePageTable, type PageTable } from '../pages/assemble';
import { usePageTable } from '../pages/pageTable';
import { OPS_REMOTES_PATH } from '../ops/opsPath';

export const REMOTE_DECLARATIONS = [auth, deals, construction, servicing, account];

export function portalPageTable(): PageTable {
  return assemblePageTable(
    REMOTE_DECLARATIONS.map((declaration) => ({
      remote: declaration.remote as 'mfe_auth',
      version: '1.0.0',
      declaration,
    })),
    [OPS_REMOTES_PATH],
  );
}

/** Puts the real portal's page table in place, as the shell's start does (routes, nav, links, tabs). */
export function installPortalPageTable(): PageTable {
  const table = portalPageTable();
  usePageTable.setState(table, true);
  setPageDirectory({ patterns: table.links });
  setDealTabs(table.dealTabs);
  return table;
}
