// The deal of a deal page, as every remote's deal tab gets it: the read of its details, the
// context the shell's deal frame provides it in (`DealProvider`, `useDeal()`), and the product's
// display name. The frame itself (header, tabs, rep card, not-found look) is the shell's.
export { productDisplayName } from './productName';
export { dealDetailRead } from './dealRead';
export { DealProvider, useDeal } from './dealContext';
