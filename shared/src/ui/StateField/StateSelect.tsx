import { useState } from 'react';
import { US_STATES, type Option } from '@lender/contracts';
import { SelectField } from '../SelectField/SelectField';
import { stateSelectProps, type StateFieldProps } from './stateSelectProps';

const isListed = (value: string) => US_STATES.some((state) => state.value === value);

/** The choices: first the given values the list does not know, marked as such; then the 50 states and DC. */
export const stateOptions = (...values: string[]): readonly Option[] => [
  ...[...new Set(values)]
    .filter((value) => value !== '' && !isListed(value))
    .map((value) => ({ value, label: `${value} (not a recognised US state)` })),
  ...US_STATES,
];

const StateSelect = (props: StateFieldProps) => {
  // The value the field opened with stays a choice after the user picks another, so it can be kept.
  const [opened] = useState(props.value);
  return <SelectField {...stateSelectProps(props, stateOptions(opened, props.value))} />;
};

export default StateSelect;
