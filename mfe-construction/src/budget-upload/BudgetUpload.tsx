import { useId } from 'react';
import {
  Alert,
  Button,
  FileDropArea,
  LoadingState,
  ViewingNote,
  useEmployeeMode,
  whileViewing,
  Section,
} from '@lender/shared';
import type { DealDetail } from '@lender/contracts';
import { BUDGET_ACCEPT, BUDGET_UPLOAD_TEXTS, uploadedBudgetsText } from './budgetUploadRules';
import { useBudgetUpload } from './useBudgetUpload';
import * as styles from './budgetUpload.css';

/** Served by the shell (shell/public/documents/resources/). */
const BUDGET_TEMPLATE_HREF = `/documents/resources/${encodeURIComponent('Construction Budget Template.xlsx')}`;

const EMPLOYEE_UPLOAD_NOTE = whileViewing('Budgets cannot be uploaded');

interface BudgetUploadProps {
  /** Read again after an upload (its count of uploaded budgets rises). */
  deal: DealDetail;
}

/**
 * The second case of the construction page (spec §2): the budget template to download, and the
 * filled-in budget to upload, with the count of budgets uploaded so far.
 */
export function BudgetUpload({ deal }: BudgetUploadProps) {
  const employee = useEmployeeMode();
  const { file, problems, status, percent, choose, upload } = useBudgetUpload(deal.id);
  const viewingNoteId = useId();
  const submitting = status === 'submitted';

  return (
    <Section title="Construction Budget" className={styles.section} titleClassName={styles.heading}>
      <p className={styles.text}>
        Download the budget template, fill in your line items, then upload it here.
      </p>
      <a href={BUDGET_TEMPLATE_HREF} download className={styles.link}>
        Download the Construction Budget Template (XLSX)
      </a>
      <p className={styles.count} role="status">
        {uploadedBudgetsText(deal.uploadedBudgets)}
      </p>
      {employee ? <ViewingNote id={viewingNoteId}>{EMPLOYEE_UPLOAD_NOTE}</ViewingNote> : null}
      <FileDropArea
        prompt="Drag and drop your budget here, or"
        buttonText="Choose a file"
        inputLabel="Budget file"
        limits="Excel (xlsx, xls, xlsm), CSV or PDF, up to 20MB."
        accept={BUDGET_ACCEPT}
        onFiles={(files) => choose(files[0])}
        disabled={employee || submitting}
        disabledReasonId={employee ? viewingNoteId : undefined}
      />
      {problems.length > 0 ? (
        <Alert>
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {file ? <p className={styles.chosen}>Ready to upload: {file.name}</p> : null}
      <div className={styles.actions}>
        <Button
          disabled={employee || !file || submitting}
          aria-describedby={employee ? viewingNoteId : undefined}
          onClick={() => void upload()}
        >
          Upload Budget
        </Button>
      </div>
      {status === 'submitted' ? (
        <LoadingState>Uploading your budget… {percent}%</LoadingState>
      ) : status === 'success' ? (
        <Alert variant="success" role="status">
          {BUDGET_UPLOAD_TEXTS.success}
        </Alert>
      ) : status === 'error' ? (
        <Alert>{BUDGET_UPLOAD_TEXTS.failure}</Alert>
      ) : null}
    </Section>
  );
}
