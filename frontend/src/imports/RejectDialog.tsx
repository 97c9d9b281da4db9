import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useRef, useState } from 'react';
import type { LookupEntry } from '../../../domain/reference-data/lookups';
import { useFocusOnOpen } from '../shared/focus';
import type { Notice } from './notice';
import RequestDialog from './RequestDialog';

interface RejectDialogProps {
  readonly reasons: readonly LookupEntry[];
  /** Rejects with the reason, answering the failure, if any, to show here. */
  readonly onReject: (reason: number) => Promise<Notice | undefined>;
  readonly onClose: () => void;
  readonly onReload: () => void;
}

/** Reject with a reason from the rejection reason lookup; a failed reject keeps the reason chosen. */
export default function RejectDialog({ reasons, onReject, onClose, onReload }: RejectDialogProps) {
  const body = useRef<HTMLDivElement>(null);
  useFocusOnOpen(body);
  const [reason, setReason] = useState<LookupEntry>();
  return (
    <RequestDialog
      header="Reject import"
      action="Reject"
      sendingText="Rejecting"
      actionDisabled={!reason}
      onAction={() => (reason ? onReject(Number(reason.id)) : undefined)}
      onClose={onClose}
      onReload={onReload}
    >
      <div ref={body}>
      <FormField label="Rejection reason">
        <Select
          placeholder="Choose a reason"
          selectedOption={reason ? { value: String(reason.id), label: reason.name } : null}
          options={reasons.map((r) => ({ value: String(r.id), label: r.name }))}
          onChange={({ detail }) => setReason(reasons.find((r) => String(r.id) === detail.selectedOption.value))}
        />
      </FormField>
      </div>
    </RequestDialog>
  );
}
