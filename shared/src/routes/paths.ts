// The shell's own paths: where a signed-out visitor signs in and where a session starts. Every
// other path belongs to the remote that declares it (its src/pages.ts): a remote reaches its own
// pages with pagePaths(), another remote's by the name that remote offers (pageLinks.ts).
export const paths = {
  signIn: '/',
  dashboard: '/dashboard',
} as const;
