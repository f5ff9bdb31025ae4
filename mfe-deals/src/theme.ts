// The portal theme's CSS variables (values set once by the shell on :root).
export { vars as theme } from '@lender/shared';
