import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState } from 'react';
import { validateAddTerms } from '../../../domain/preauthorisation/payment-request';
import { useFocusOnOpen } from '../shared/focus';

interface AddTermDialogProps {
  readonly mpxn: string;
  /** The product's terms without the line's own or any already listed (domain termsToAdd). */
  readonly offered: readonly string[];
  readonly onAdd: (terms: readonly string[]) => void;
  readonly onClose: () => void;
}

/** Add MPxN Term: at least one term; the current term is not offered; only terms the product allows. */
export default function AddTermDialog({ mpxn, offered, onAdd, onClose }: AddTermDialogProps) {
  const body = useRef<HTMLDivElement>(null);
  useFocusOnOpen(body);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const failures = validateAddTerms(chosen, offered);
  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible
      header="Add MPxN Term"
      onDismiss={onClose}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="primary" disabled={failures.length > 0} disabledReason={failures.length > 0 ? `${failures.join('. ')}.` : undefined} onClick={() => onAdd(chosen)}>
              Add
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <div ref={body}>
      <FormField label={`Other terms for ${mpxn}`} description={offered.length ? undefined : 'No other term is available for this product.'}>
        <SpaceBetween direction="horizontal" size="m">
          {offered.map((term) => (
            <Checkbox
              key={term}
              checked={chosen.includes(term)}
              onChange={({ detail }) => setChosen(detail.checked ? offered.filter((t) => t === term || chosen.includes(t)) : chosen.filter((t) => t !== term))}
            >
              {`${term} months`}
            </Checkbox>
          ))}
        </SpaceBetween>
      </FormField>
      </div>
    </Modal>
  );
}
