/** The side navigation collapses, and wide tables stack into cards, at this width and below (px). */
export const MOBILE_BREAKPOINT_PX = 1023;

/** The media query of that breakpoint, for stylesheets. */
export const mobileMedia = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
