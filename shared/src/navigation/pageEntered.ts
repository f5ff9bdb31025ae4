// When the user asked for the page they are on: the document's start for the first page of a load,
// the change of address for later ones (the shell marks it). Timings the spec gives from the
// user's point of view ("table data appears after about 0.9 s") count from here, not from the
// moment a remote happened to finish loading.
let enteredAt = 0;

/** The shell calls it when the address changes. */
export const markPageEntered = (at: number = performance.now()): void => {
  enteredAt = at;
};

export const msSincePageEntered = (): number => Math.max(0, performance.now() - enteredAt);
