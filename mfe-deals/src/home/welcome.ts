// The greeting of the dashboards and of the leads' resources page, from the session's name.

/** The first word of a full name ('Jane Doe' gives 'Jane'); null when there is no name. */
export const firstNameOf = (name: string | null | undefined): string | null =>
  name?.trim().split(/\s+/)[0] || null;

/** 'Welcome, {first name}', or just 'Welcome' without a name. */
export const welcomeText = (name: string | null | undefined): string => {
  const firstName = firstNameOf(name);
  return firstName ? `Welcome, ${firstName}` : 'Welcome';
};
