import type { ComponentType } from 'react';

let frame: ComponentType | undefined;

/** The signed-in frame (side navigation, loan lists, session guard): its own chunk. */
export const loadSignedInFrame = (): Promise<ComponentType> =>
  import('../layouts/DashboardLayout').then((module) => (frame = module.default));

/** The frame, once its code is there. */
export const loadedSignedInFrame = (): ComponentType | undefined => frame;
