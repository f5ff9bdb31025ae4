// Stylesheets (*.css.ts) read the theme contract and values from '@lender/shared/theme' at build
// time; at run time only class names are needed.
export { visuallyHidden } from './theme/visuallyHidden.css';
export { Button, type ButtonProps, type ButtonVariant } from './Button/Button';
export { FieldFrame, type FieldProps, type FieldControlProps } from './Field/FieldFrame';
export { useFocusFirstInvalid } from './Field/useFocusFirstInvalid';
export { Form, type FormProps } from './Form/Form';
export {
  bindFields,
  type BoundField,
  type BoundKindField,
  type FieldBindings,
  type FieldMessages,
  type TextKey,
} from './Form/formFields';
export { useFormValues, type FormValues, type FormValuesOptions } from './Form/useFormValues';
export { labelledFields, type LabelledFields } from './Form/labelledFields';
export { useValidatedSubmit, type Checked } from './Form/useValidatedSubmit';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField/TextAreaField';
export { SelectField, type SelectFieldProps } from './SelectField/SelectField';
export { StateField, type StateFieldProps } from './StateField/StateField';
export { Table, type TableColumn, type TableProps } from './Table/Table';
export { Modal, type ModalProps } from './Modal/Modal';
export { Section, type SectionProps } from './Section/Section';
export { useDisclosure, type Disclosure } from './Disclosure/useDisclosure';
export { Tooltip, type TooltipProps } from './Tooltip/Tooltip';
export { InfoTip, type InfoTipProps } from './InfoTip/InfoTip';
export { KindField, type KindFieldProps } from './KindField/KindField';
export { FileDropArea, type FileDropAreaProps } from './FileDropArea/FileDropArea';
export { startDownload } from './Download/startDownload';
export { ViewingNote, type ViewingNoteProps } from './ViewingNote/ViewingNote';
export { WHILE_VIEWING, whileViewing } from './ViewingNote/viewingNote';
export {
  FIELD_KINDS,
  currencyKind,
  dateKind,
  kindError,
  loanNumberKind,
  phoneKind,
  textOnLeave,
  zipKind,
  type FieldKind,
  type FieldKindName,
} from './KindField/fieldKinds';
export { CopyButton, COPY_CONFIRMATION_MS, type CopyButtonProps } from './CopyButton/CopyButton';
export {
  Spinner,
  LoadingState,
  type SpinnerProps,
  type LoadingStateProps,
} from './Spinner/Spinner';
export { Alert, type AlertProps, type AlertVariant } from './Alert/Alert';
export { useRead, type LoadState, type Read } from './Load/useRead';
export { useWrite, type Write, type WriteOutcome, type WriteStatus } from './Write/useWrite';
export { useLoadedComponent, type Loaded } from './Load/useLoadedComponent';
export { ReadView, type ReadViewProps } from './Load/ReadView';
export { LoadError, loadErrorText, type LoadErrorProps } from './Load/LoadError';
export { NotFoundPanel, type NotFoundPanelProps } from './NotFound/NotFoundPanel';
