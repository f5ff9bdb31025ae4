import { useState } from 'react';
import { SelectField, TextField } from '@lender/shared';
import { US_STATES } from '@lender/contracts';
import { GallerySection } from './GallerySection';

/** TextField and SelectField: plain, with a hint, required, with an error, disabled. */
export function FieldGallery() {
  const [text, setText] = useState('');
  const [state, setState] = useState('');
  return (
    <GallerySection title="Fields">
      <TextField
        label="Plain text field"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <TextField label="With a hint" hint="Digits only, at most 5." inputMode="numeric" />
      <TextField label="Required field" required />
      <TextField label="With an error" defaultValue="7870" error="Zip must be 5 digits." />
      <TextField label="Disabled field" defaultValue="Read only" disabled />
      <SelectField
        label="Select field"
        options={US_STATES}
        placeholder="Select a state"
        value={state}
        onChange={(event) => setState(event.target.value)}
      />
      <SelectField
        label="Select with an error"
        options={US_STATES}
        placeholder="Select a state"
        error="State is required."
      />
    </GallerySection>
  );
}
