// The theme values are applied by the shell's stylesheet through '@lender/shared/theme'
// (applyTheme); at run time only the variable names and the default values are needed.
export { vars, type ThemeContract } from './theme/contract.css';
export { themeValues, type ThemeValues } from './theme/themeValues';
export { visuallyHidden } from './theme/visuallyHidden.css';
export { Button, type ButtonProps, type ButtonVariant } from './Button/Button';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { SelectField, type SelectFieldProps } from './SelectField/SelectField';
export { Table, type TableColumn, type TableProps } from './Table/Table';
export { Modal, type ModalProps } from './Modal/Modal';
export { Tooltip, type TooltipProps } from './Tooltip/Tooltip';
export { CopyButton, COPY_CONFIRMATION_MS, type CopyButtonProps } from './CopyButton/CopyButton';
export {
  Spinner,
  LoadingState,
  type SpinnerProps,
  type LoadingStateProps,
} from './Spinner/Spinner';
export { Alert, type AlertProps, type AlertVariant } from './Alert/Alert';
export { useLoad, type Loadable, type LoadState } from './Load/useLoad';
export { LoadError, loadErrorText, type LoadErrorProps } from './Load/LoadError';
