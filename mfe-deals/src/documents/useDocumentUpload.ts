// The upload area's state: files chosen (refused ones with their messages), then one request per
// file with its progress, and the overall status idle → submitted → success | error (spec §4).
import { useRef, useState } from 'react';
import { errorMessage, fileToBase64, write } from '@lender/shared';
import { documentUploadWrite } from './api/documents';
import { fileKey, fileProblems, percentSent, uploadPayload } from './documentRules';

export type UploadStatus = 'idle' | 'submitted' | 'success' | 'error';

export type FileProgress =
  | { state: 'waiting' }
  | { state: 'uploading'; percent: number }
  | { state: 'done' }
  | { state: 'failed'; message: string };

export interface ChosenFile {
  key: string;
  file: File;
  progress: FileProgress;
}

export interface RefusedFile {
  name: string;
  messages: string[];
}

export function useDocumentUpload(dealId: string) {
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [uploadedCount, setUploadedCount] = useState(0);
  // Blocks a second Upload before the re-render disables the button.
  const busy = useRef(false);

  const add = (files: readonly File[]) => {
    if (busy.current) return;
    const accepted: File[] = [];
    const refusedNow: RefusedFile[] = [];
    for (const file of files) {
      const messages = fileProblems(file);
      if (messages.length > 0) refusedNow.push({ name: file.name, messages });
      else accepted.push(file);
    }
    setRefused(refusedNow);
    setStatus('idle');
    setChosen((current) => {
      const known = new Set(current.map((item) => item.key));
      const added: ChosenFile[] = [];
      for (const file of accepted) {
        const key = fileKey(file);
        if (known.has(key)) continue;
        known.add(key);
        added.push({ key, file, progress: { state: 'waiting' } });
      }
      return [...current, ...added];
    });
  };

  const remove = (key: string) => {
    if (busy.current) return;
    setChosen((current) => current.filter((item) => item.key !== key));
  };

  const setProgress = (key: string, progress: FileProgress) =>
    setChosen((current) =>
      current.map((item) => (item.key === key ? { ...item, progress } : item)),
    );

  const upload = async () => {
    if (busy.current || chosen.length === 0) return;
    busy.current = true;
    setStatus('submitted');
    setRefused([]);
    let uploaded = 0;
    for (const { key, file } of chosen) {
      setProgress(key, { state: 'uploading', percent: 0 });
      try {
        const base64 = await fileToBase64(file);
        // Each upload forgets the deal's list once it is in: the uploaded table reads it again.
        await write(
          documentUploadWrite(uploadPayload(dealId, file.name, base64), ({ loaded, total }) =>
            setProgress(key, { state: 'uploading', percent: percentSent(loaded, total) }),
          ),
        );
        uploaded += 1;
        setProgress(key, { state: 'done' });
      } catch (error) {
        setProgress(key, { state: 'failed', message: errorMessage(error) });
      }
    }
    // Uploaded files leave the list for the uploaded table; failed ones stay for another try.
    setChosen((current) => current.filter((item) => item.progress.state !== 'done'));
    setUploadedCount(uploaded);
    setStatus(uploaded === chosen.length ? 'success' : 'error');
    busy.current = false;
  };

  return { chosen, refused, status, uploadedCount, add, remove, upload };
}
