// Base64 of a file's bytes without freezing the page: a 20 MB file is read asynchronously and
// encoded in slices, handing the main thread back between them.

/** Bytes per slice: a multiple of 3, so the slices' base64 texts join without padding inside. */
const SLICE_BYTES = 3 * 256 * 1024;
/** Arguments per String.fromCharCode call (engines cap the argument count). */
const CHAR_CODES_PER_CALL = 0x8000;

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export const bytesToBase64 = async (
  bytes: Uint8Array,
  pause: () => Promise<void> = nextTask,
): Promise<string> => {
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += SLICE_BYTES) {
    const slice = bytes.subarray(start, start + SLICE_BYTES);
    let binary = '';
    for (let at = 0; at < slice.length; at += CHAR_CODES_PER_CALL) {
      binary += String.fromCharCode(...slice.subarray(at, at + CHAR_CODES_PER_CALL));
    }
    parts.push(btoa(binary));
    await pause();
  }
  return parts.join('');
};

/** The file's bytes, read without blocking the page. */
const readBytes = (file: Blob): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });

export const fileToBase64 = async (file: Blob): Promise<string> =>
  bytesToBase64(await readBytes(file));
