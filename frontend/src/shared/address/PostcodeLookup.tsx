import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { addressCountMessage, type Address } from '../../../../domain/address';
import { useAnnouncement } from '../Announcer';
import { addressFields, addressLabel, findAddresses, type FoundAddress } from './address-lookup';

type LookupState =
  | { readonly kind: 'idle' | 'searching' }
  | { readonly kind: 'found'; readonly addresses: readonly FoundAddress[] }
  | { readonly kind: 'failed'; readonly message: string };

interface PostcodeLookupProps {
  readonly postcode: string;
  /** Called with every address field of the chosen address, and the identifier the lookup gave it. */
  readonly onChoose: (address: Required<Address>, addressidentifier: string | undefined) => void;
}

/** The Find address button, its count line and the list of addresses to choose from. */
export default function PostcodeLookup({ postcode, onChoose }: PostcodeLookupProps) {
  const [state, setState] = useState<LookupState>({ kind: 'idle' });
  const [chosen, setChosen] = useState<string>();
  // Said as well as shown: the count appears away from the button the broker pressed. Each search clears it first, so a repeat is said again.
  useAnnouncement(state.kind === 'found' ? addressCountMessage(state.addresses.length) : undefined);
  useAnnouncement(state.kind === 'failed' ? state.message : undefined, 'assertive');

  const search = async () => {
    setState({ kind: 'searching' });
    setChosen(undefined);
    const result = await findAddresses(postcode);
    setState(result.ok ? { kind: 'found', addresses: result.addresses } : { kind: 'failed', message: result.message });
  };

  return (
    <SpaceBetween size="xs">
      <Button onClick={() => void search()} loading={state.kind === 'searching'} disabled={postcode.trim() === ''}>
        Find address
      </Button>
      {state.kind === 'failed' && <StatusIndicator type="error">{state.message}</StatusIndicator>}
      {state.kind === 'found' && (
        <Box variant="p" data-testid="address-count">
          {addressCountMessage(state.addresses.length)}
        </Box>
      )}
      {state.kind === 'found' && state.addresses.length > 0 && (
        <FormField label="Choose an address">
          <Select
            placeholder="Choose an address"
            selectedOption={chosen === undefined ? null : { value: chosen, label: addressLabel(state.addresses[Number(chosen)]) }}
            options={state.addresses.map((address, index) => ({ value: String(index), label: addressLabel(address) }))}
            onChange={({ detail }) => {
              const index = detail.selectedOption.value ?? '';
              setChosen(index);
              const address = state.addresses[Number(index)];
              onChoose(addressFields(address), address.addressidentifier);
            }}
          />
        </FormField>
      )}
    </SpaceBetween>
  );
}
