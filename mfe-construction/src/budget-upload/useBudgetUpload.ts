// The budget upload's state (spec §4): a file chosen (or refused, with its messages), then the
// upload idle → submitted (spinner, percent sent) → success | error.
import { useState } from 'react';
import { fileToBase64, useWrite, type WriteStatus } from '@lender/shared';
import type { UploadStatus } from '@lender/contracts';
import { budgetUploadWrite } from './api/budgetUpload';
import { budgetFileProblems, budgetPayload, percentSent } from './budgetUploadRules';

const UPLOAD_STATUS: Record<WriteStatus, UploadStatus> = {
  idle: 'idle',
  pending: 'submitted',
  succeeded: 'success',
  failed: 'error',
};

export function useBudgetUpload(dealId: string) {
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [percent, setPercent] = useState(0);
  // The file is read within the upload's pending state: one upload at a time from the click on.
  const sending = useWrite(async (chosen: File) =>
    budgetUploadWrite(
      budgetPayload(dealId, chosen.name, await fileToBase64(chosen)),
      ({ loaded, total }) => setPercent(percentSent(loaded, total)),
    ),
  );

  const choose = (chosen: File | undefined) => {
    if (sending.pending || !chosen) return;
    const found = budgetFileProblems(chosen);
    setProblems(found);
    setFile(found.length === 0 ? chosen : null);
    sending.reset();
  };

  const upload = async () => {
    if (!file) return;
    setPercent(0);
    if ((await sending.send(file))?.ok) setFile(null);
  };

  return { file, problems, status: UPLOAD_STATUS[sending.status], percent, choose, upload };
}
