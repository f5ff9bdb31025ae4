import { Alert, LoadingState } from '@lender/shared';
import { UPLOAD_MESSAGES } from './documentRules';
import type { UploadStatus } from './useDocumentUpload';

/** What the upload is doing (spec §4: idle, submitted with a spinner, success or error). */
export function UploadStatusMessage({ status, count }: { status: UploadStatus; count: number }) {
  if (status === 'submitted') return <LoadingState>Uploading your files...</LoadingState>;
  if (status === 'success')
    return (
      <Alert variant="success" role="status">
        {UPLOAD_MESSAGES.success(count)}
      </Alert>
    );
  if (status === 'error') return <Alert variant="error">{UPLOAD_MESSAGES.failure}</Alert>;
  return null;
}
