import { Alert, Button, CopyButton, LoadingState, Spinner, Tooltip } from '@lender/shared';
import { ButtonGallery } from './ButtonGallery';
import { FieldGallery } from './FieldGallery';
import { GallerySection } from './GallerySection';
import { ModalGallery } from './ModalGallery';
import { TableGallery } from './TableGallery';
import * as styles from './sandbox.css';

/** /dashboard/sandbox (dev-only route): every shared UI component in each variant and state. */
export default function SandboxPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Component Sandbox</h1>
      <p>
        The shared UI components of @lender/shared, in each variant and state. Developer use only.
      </p>
      <ButtonGallery />
      <FieldGallery />
      <TableGallery />
      <ModalGallery />
      <GallerySection title="Tooltip">
        <Tooltip content="Tooltips show on hover and keyboard focus, unless turned off in the menu.">
          <Button variant="secondary">Hover or focus me</Button>
        </Tooltip>
      </GallerySection>
      <GallerySection title="Copy button">
        <CopyButton text={'Loan\tAmount\nLN-1001\t$250,000.00'} label="Copy Table" />
      </GallerySection>
      <GallerySection title="Loading">
        <LoadingState>Loading Loans In Process…</LoadingState>
        <Spinner label="Saving" />
      </GallerySection>
      <GallerySection title="Alerts">
        <Alert variant="error" title="Error">
          There was a problem loading data (error: Service unavailable).
        </Alert>
        <Alert variant="success" role="status" title="Success">
          Your file was successfully uploaded!
        </Alert>
        <Alert variant="warning" title="Warning">
          An extension will not receive approval unless the monthly payments are up to date.
        </Alert>
        <Alert variant="info" role="status">
          Balances are shown as of the previous business day.
        </Alert>
      </GallerySection>
    </div>
  );
}
