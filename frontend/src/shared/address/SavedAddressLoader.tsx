import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { SAVED_ADDRESS_MESSAGES } from '../../../../domain/address';
import { ADDRESSED_ENTITIES, type AddressedEntity, type SavedAddress } from '../../../../domain/saved-records';
import { loadSavedAddress, SAVED_RECORD_LABELS } from './saved-address';

type LoadState = { readonly kind: 'idle' | 'loading' | 'loaded' } | { readonly kind: 'failed'; readonly message: string };

interface SavedAddressLoaderProps {
  /** The kind of record offered first: the one being edited. */
  readonly entity: AddressedEntity;
  readonly onLoad: (address: SavedAddress) => void;
}

const option = (entity: AddressedEntity) => ({ value: entity, label: SAVED_RECORD_LABELS[entity] });

/** Loads the address of a customer, site or account saved before, by its whole id (reports show it short, the whole id on opening). */
export default function SavedAddressLoader({ entity, onLoad }: SavedAddressLoaderProps) {
  const [kind, setKind] = useState<AddressedEntity>(entity);
  const [id, setId] = useState('');
  const [state, setState] = useState<LoadState>({ kind: 'idle' });

  const load = async () => {
    setState({ kind: 'loading' });
    const result = await loadSavedAddress(kind, id);
    if (result.ok) onLoad(result.address);
    setState(result.ok ? { kind: 'loaded' } : { kind: 'failed', message: result.message });
  };

  return (
    <SpaceBetween size="xs">
      <FormField label="Load a saved address" description={SAVED_ADDRESS_MESSAGES.idHint}>
        <SpaceBetween direction="horizontal" size="xs">
          <Select
            ariaLabel="Saved record kind"
            selectedOption={option(kind)}
            options={ADDRESSED_ENTITIES.map(option)}
            onChange={({ detail }) => setKind(detail.selectedOption.value as AddressedEntity)}
          />
          <Input ariaLabel="Saved record id" value={id} onChange={({ detail }) => setId(detail.value)} />
          <Button onClick={() => void load()} loading={state.kind === 'loading'} disabled={id.trim() === ''}>
            Load saved address
          </Button>
        </SpaceBetween>
      </FormField>
      {state.kind === 'loading' && <StatusIndicator type="loading">{SAVED_ADDRESS_MESSAGES.loading}</StatusIndicator>}
      {state.kind === 'loaded' && <StatusIndicator type="success">{SAVED_ADDRESS_MESSAGES.loaded}</StatusIndicator>}
      {state.kind === 'failed' && <Alert type="error">{state.message}</Alert>}
    </SpaceBetween>
  );
}
