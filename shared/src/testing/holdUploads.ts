// Test helper: uploads with progress go over XMLHttpRequest (the core's write with `onProgress`),
// which the fetch stub (mockApi) does not see. holdUploads puts a stand-in XMLHttpRequest in its
// place: each upload is held until the test reports its bytes sent and answers it, so the real
// write (its parse, its stale reads) runs between the component and the stand-in.

export interface HeldUpload {
  /** Relative to /lima/api/. */
  path: string;
  body: unknown;
  authorization: string | null;
  /** Reports `loaded` of `total` bytes sent. */
  progress: (loaded: number, total: number) => void;
  /** Answers the upload (200 and no body unless told). */
  answer: (reply?: { status?: number; body?: unknown }) => void;
}

export interface HeldUploads {
  /** The uploads sent so far, oldest first. */
  uploads: HeldUpload[];
  /** Answers every upload from now on at once with `reply`. */
  answerAll: (reply: { status?: number; body?: unknown }) => void;
  restore: () => void;
}

const PREFIX = '/lima/api/';

export function holdUploads(): HeldUploads {
  const original = globalThis.XMLHttpRequest;
  const uploads: HeldUpload[] = [];
  let autoReply: { status?: number; body?: unknown } | null = null;

  class HeldRequest {
    readonly upload = new EventTarget();
    status = 0;
    statusText = '';
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    onprogress: (() => void) | null = null;
    private url = '';
    private readonly headers = new Map<string, string>();

    open(_method: string, url: string) {
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name.toLowerCase(), value);
    }

    abort() {
      this.onabort?.();
    }

    send(payload: string) {
      const path = new URL(this.url, 'http://localhost').pathname;
      const held: HeldUpload = {
        path: path.startsWith(PREFIX) ? path.slice(PREFIX.length) : path,
        body: JSON.parse(payload) as unknown,
        authorization: this.headers.get('authorization') ?? null,
        progress: (loaded, total) =>
          this.upload.dispatchEvent(
            new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
          ),
        answer: ({ status = 200, body } = {}) => {
          this.status = status;
          this.responseText = body === undefined ? '' : JSON.stringify(body);
          this.onload?.();
        },
      };
      uploads.push(held);
      if (autoReply) held.answer(autoReply);
    }
  }

  globalThis.XMLHttpRequest = HeldRequest as unknown as typeof XMLHttpRequest;
  return {
    uploads,
    answerAll: (reply) => {
      autoReply = reply;
    },
    restore: () => {
      globalThis.XMLHttpRequest = original;
    },
  };
}
