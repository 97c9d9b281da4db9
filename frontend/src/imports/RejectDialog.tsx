import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState } from 'react';
import type { LookupEntry } from '../../../domain/reference-data/lookups';
import { useFocusOnOpen } from '../shared/focus';

interface RejectDialogProps {
  readonly reasons: readonly LookupEntry[];
  readonly busy: boolean;
  readonly onReject: (reason: number) => void;
  readonly onClose: () => void;
}

/** Reject with a reason from the rejection reason lookup. */
export default function RejectDialog({ reasons, busy, onReject, onClose }: RejectDialogProps) {
  const body = useRef<HTMLDivElement>(null);
  useFocusOnOpen(body);
  const [reason, setReason] = useState<LookupEntry>();
  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible
      header="Reject import"
      onDismiss={onClose}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="primary" loading={busy} disabled={!reason} onClick={() => reason && onReject(Number(reason.id))}>Reject</Button>
          </SpaceBetween>
        </Box>
      }
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
    </Modal>
  );
}
