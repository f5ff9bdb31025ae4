// Spec §4: after a successful draw request the page reloads. Its own module so tests can stand in.
export const reloadPage = (): void => window.location.reload();
