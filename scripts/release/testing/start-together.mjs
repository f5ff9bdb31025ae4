// @ts-check
// Runs scripts/release.mjs with this process's arguments once the clock reaches START_AT (epoch
// milliseconds): a test starts many release commands at the same instant, as several teams would.
const at = Number(process.env.START_AT);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
await import('../../release.mjs');
