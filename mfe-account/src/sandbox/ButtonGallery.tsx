import { useState } from 'react';
import { Button } from '@lender/shared';
import { GallerySection } from './GallerySection';

/** Button: each variant, disabled, processing (toggle it to watch the label change). */
export function ButtonGallery() {
  const [processing, setProcessing] = useState(false);
  return (
    <GallerySection title="Buttons">
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="link">Link style</Button>
      <Button disabled>Disabled</Button>
      <Button processing>Submit</Button>
      <Button variant="secondary" processing={processing} onClick={() => setProcessing(true)}>
        Click to process
      </Button>
      {processing ? (
        <Button variant="link" onClick={() => setProcessing(false)}>
          Reset
        </Button>
      ) : null}
    </GallerySection>
  );
}
