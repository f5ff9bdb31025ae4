const STORAGE_KEY = 'lender.visitorId';

/** A random id kept in this browser, for the canary split of someone not signed in. */
export function visitorId(storage: Storage = window.localStorage): string {
  let id = storage.getItem(STORAGE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.setItem(STORAGE_KEY, id);
  }
  return id;
}
