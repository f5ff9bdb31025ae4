import { useId } from 'react';
import type { DealDetail } from '@lender/contracts';
import {
  Button,
  FileDropArea,
  ViewingNote,
  useEmployeeMode,
  useRead,
  Section,
} from '@lender/shared';
import { documentsRead, parseDocuments } from './api/documents';
import { ChosenFiles } from './ChosenFiles';
import { UPLOAD_MESSAGES } from './documentRules';
import { RefusedFiles } from './RefusedFiles';
import { UploadedDocuments } from './UploadedDocuments';
import { UploadStatusMessage } from './UploadStatusMessage';
import { useDocumentUpload } from './useDocumentUpload';
import * as styles from './documents.css';

/** The deal's Documents tab (spec §2): an upload area, then the uploaded files. */
export default function DocumentsTab({ deal }: { deal: DealDetail }) {
  const documents = useRead(documentsRead(deal.id), parseDocuments);
  const upload = useDocumentUpload(deal.id);
  const submitting = upload.status === 'submitted';
  // The server refuses uploads from an employee viewing the account (spec §6: submits disabled).
  const employee = useEmployeeMode();
  const viewingNoteId = useId();

  return (
    <div className={styles.tab}>
      <Section title="Upload Documents">
        {employee ? <ViewingNote id={viewingNoteId}>{UPLOAD_MESSAGES.employee}</ViewingNote> : null}
        <FileDropArea
          prompt="Drag and drop files here, or"
          buttonText="Browse files"
          inputLabel="Files to upload"
          limits="Up to 20MB per file."
          multiple
          onFiles={upload.add}
          disabled={submitting || employee}
          disabledReasonId={employee ? viewingNoteId : undefined}
        />
        <RefusedFiles files={upload.refused} />
        <ChosenFiles files={upload.chosen} onRemove={upload.remove} busy={submitting} />
        <div className={styles.actions}>
          <Button
            onClick={() => void upload.upload()}
            disabled={upload.chosen.length === 0 || employee}
            aria-describedby={employee ? viewingNoteId : undefined}
            processing={submitting}
            processingText="Uploading..."
          >
            Upload
          </Button>
          <UploadStatusMessage status={upload.status} count={upload.uploadedCount} />
        </div>
      </Section>
      <Section title="Uploaded Documents">
        <UploadedDocuments dealId={deal.id} documents={documents} />
      </Section>
    </div>
  );
}
