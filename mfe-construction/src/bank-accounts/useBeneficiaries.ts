// The customer's bank accounts for the draw modal: loaded when the modal first opens; replaced by
// the list the POST answers when one is added.
import { useCallback, useState } from 'react';
import type { BeneficiaryAccount } from '@lender/contracts';
import { fetchBeneficiaries } from './api/beneficiaries';

export type BeneficiariesState =
  { status: 'idle' | 'loading' | 'error' } | { status: 'loaded'; accounts: BeneficiaryAccount[] };

export function useBeneficiaries() {
  const [state, setState] = useState<BeneficiariesState>({ status: 'idle' });
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'loaded', accounts: await fetchBeneficiaries() });
    } catch {
      setState({ status: 'error' });
    }
  }, []);
  const replace = useCallback(
    (accounts: BeneficiaryAccount[]) => setState({ status: 'loaded', accounts }),
    [],
  );
  return { state, load, replace };
}
