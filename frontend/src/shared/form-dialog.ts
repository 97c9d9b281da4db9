import type { NonCancelableCustomEvent } from '@cloudscape-design/components/interfaces';
import type { ModalProps } from '@cloudscape-design/components/modal';
import { useLeaveGuard, useUnsavedChanges } from './unsaved-changes';

export interface FormDialogState {
  /** The dialog holds something the broker typed or chose. */
  readonly holdsInput: boolean;
  /** Some of it is not sent yet, so closing would lose it. */
  readonly unsent: boolean;
  /** The dialog's request is in flight. */
  readonly sending: boolean;
}

/**
 * How a dialog holding a form closes. Not while its request is in flight: the request would still go through,
 * its outcome unseen. Not from a click on the backdrop once it holds input: that is a stray click as often as
 * not (the second of a double-click, landing where the dialog was). From Cancel, its close button or Escape:
 * at once when nothing unsent would be lost, else only once the broker answers the app's unsaved-changes
 * question, which also guards signing out, changing intermediary and leaving the page meanwhile.
 */
export function useFormDialogClose({ holdsInput, unsent, sending }: FormDialogState, onClose: () => void) {
  useUnsavedChanges(unsent);
  const { confirmLeave } = useLeaveGuard();
  const close = (reason: string) => {
    if (sending || (reason === 'overlay' && holdsInput)) return;
    confirmLeave(onClose);
  };
  return {
    /** For the Modal: its close button, Escape, or a click on its backdrop. */
    onDismiss: ({ detail }: NonCancelableCustomEvent<ModalProps.DismissDetail>) => close(detail.reason),
    /** For the dialog's own Cancel or Close button. */
    onCancel: () => close('cancel'),
  };
}
