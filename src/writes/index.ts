// One click, one write: the shared pieces every screen's write buttons are made of.
export { useSingleFlight, type SingleFlight, type Submission } from './useSingleFlight';
export { WriteButton, writeFailure, type WriteButtonProps } from './WriteButton';
export { WriteConfirm, type WriteConfirmProps } from './WriteConfirm';
export { SubmitOnce, useSubmitState, type OwnSave, type SubmitState } from './SubmitOnce';
export { SubmitButton } from './SubmitButton';
export { BulkDeleteWriteButton, DeleteWriteButton } from './DeleteButtons';
export { ConfirmedDelete, DeleteIconButton, type ConfirmedDeleteProps } from './ConfirmedDelete';
