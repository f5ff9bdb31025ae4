// What every control disabled while an employee views another user's account says (spec §6):
// '<what> cannot be <done> while you are viewing another user’s account.' Pure text.

export const WHILE_VIEWING = 'while you are viewing another user’s account.';

/** 'Your profile cannot be saved' → 'Your profile cannot be saved while you are viewing …'. */
export const whileViewing = (refusal: string): string => `${refusal} ${WHILE_VIEWING}`;
