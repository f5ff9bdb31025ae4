import type { ComponentType } from 'react';

let frame: ComponentType | undefined;

/** The signed-in frame (side navigation, loan lists, session guard): its own chunk. */
export const loadSignedInFrame = (): Promise<ComponentType> =>
  import('../layouts/DashboardLayout').then((module) => (frame = module.default));

/** The frame, once its code is there. */
export const loadedSignedInFrame = (): ComponentType | undefined => frame;

/** Loads the frame and starts its loan lists' call at once (the first page of a load). */
export const startSignedInFrame = (): Promise<void> =>
  import('../layouts/DashboardLayout').then((module) => {
    frame = module.default;
    module.preloadLoanLists();
  });
