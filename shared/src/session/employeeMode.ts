import { isEmployeeSession } from './selectors';
import { useSession } from './sessionStore';

/**
 * Employee mode (spec §6): with an employee token stored, the submits of payoff, extension, loan
 * lookup, Request Draw, capex and loss draft are disabled. Every such control asks this one hook.
 */
export const useEmployeeMode = (): boolean => useSession(isEmployeeSession);
