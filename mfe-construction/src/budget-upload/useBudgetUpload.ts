// The budget upload's state (spec §4): a file chosen (or refused, with its messages), then the
// upload idle → submitted (spinner, percent sent) → success | error.
import { useRef, useState } from 'react';
import { fileToBase64, forgetReads } from '@lender/shared';
import type { UploadStatus } from '@lender/contracts';
import { uploadBudget } from './api/budgetUpload';
import { budgetFileProblems, budgetPayload, percentSent } from './budgetUploadRules';

export function useBudgetUpload(dealId: string) {
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [percent, setPercent] = useState(0);
  const busy = useRef(false);

  const choose = (chosen: File | undefined) => {
    if (busy.current || !chosen) return;
    const found = budgetFileProblems(chosen);
    setProblems(found);
    setFile(found.length === 0 ? chosen : null);
    setStatus('idle');
  };

  const upload = async () => {
    if (busy.current || !file) return;
    busy.current = true;
    setStatus('submitted');
    setPercent(0);
    try {
      const base64 = await fileToBase64(file);
      await uploadBudget(budgetPayload(dealId, file.name, base64), ({ loaded, total }) =>
        setPercent(percentSent(loaded, total)),
      );
      setFile(null);
      setStatus('success');
      // The deal's budget count rose: whoever shows the deal reads it again.
      forgetReads('deals/details');
    } catch {
      setStatus('error');
    } finally {
      busy.current = false;
    }
  };

  return { file, problems, status, percent, choose, upload };
}
