// Base64 of a file's bytes, for every remote that uploads (documents, budgets, servicing files):
// the encoder (base64Encoding.ts) loads with the first upload, not with every page.
export const fileToBase64 = async (file: Blob): Promise<string> =>
  (await import('./base64Encoding')).fileToBase64(file);
