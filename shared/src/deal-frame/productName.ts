// Product types as people read them: the servicer's codes (NewConstruction, FixNFlip) get their
// display names; every other type is already readable and shows as it is.
const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  NewConstruction: 'New Construction',
  FixNFlip: 'Fix and Flip',
  ShortTermFinance: 'Short Term Finance',
};

/** 'FixNFlip' → 'Fix and Flip'; 'Short Term Finance' stays; empty → ''. */
export const productDisplayName = (productType: string | null | undefined): string => {
  const code = productType?.trim() ?? '';
  return DISPLAY_NAMES[code] ?? code;
};
