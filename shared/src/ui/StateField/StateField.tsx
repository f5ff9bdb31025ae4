import type { ComponentType } from 'react';
import { useLoadedComponent } from '../Load/useLoadedComponent';
import { SelectField } from '../SelectField/SelectField';
import { stateSelectProps, type StateFieldProps } from './stateSelectProps';

export type { StateFieldProps };

// The list of states comes with the first form that shows one, not with the core: most pages,
// the sign-in page among them, have no address to fill in. Until it is there the select holds its
// value alone, in the same place and with the same label.
let loadedSelect: ComponentType<StateFieldProps> | undefined;
const loadSelect = () => import('./StateSelect').then((module) => (loadedSelect = module.default));

/**
 * The US-state select of an address: the 50 states and DC (spec §3), 'Select a state' first; a
 * stored value the list does not know stays a choice, so the user sees it rather than a blank.
 */
export const StateField = (props: StateFieldProps) => {
  const select = useLoadedComponent(loadSelect, 'state select', loadedSelect);
  if (select.status === 'loaded') return <select.Component {...props} />;
  const held = props.value ? [{ value: props.value, label: props.value }] : [];
  return <SelectField {...stateSelectProps(props, held)} />;
};
