import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useState, type FormEvent } from 'react';
import { SAVED_ADDRESS_MESSAGES } from '../../../../domain/address';
import { nameSearchText, postcodeSearchText, SAVED_SEARCH_MIN_LENGTH, type SavedAddress, type SavedRecordMatch } from '../../../../domain/saved-records';
import { useSession } from '../../shell/session-context';
import { useAnnouncement } from '../Announcer';
import { findSavedRecords, loadSavedAddress, SAVED_RECORD_LABELS } from './saved-address';

type SearchState =
  | { readonly kind: 'idle' | 'searching' }
  | { readonly kind: 'found'; readonly text: string; readonly matches: readonly SavedRecordMatch[]; readonly more: boolean }
  | { readonly kind: 'failed'; readonly message: string };

type LoadState = { readonly kind: 'idle' | 'loaded' } | { readonly kind: 'loading'; readonly id: string } | { readonly kind: 'failed'; readonly message: string };

interface SavedAddressLoaderProps {
  readonly onLoad: (address: SavedAddress) => void;
}

const longEnough = (text: string) => Math.max(nameSearchText(text).replace(/ /g, '').length, postcodeSearchText(text).length) >= SAVED_SEARCH_MIN_LENGTH;

/** Finds a customer, site or account the intermediary saved before by name, postcode or reference, and loads the chosen one's address. */
export default function SavedAddressLoader({ onLoad }: SavedAddressLoaderProps) {
  const { intermediary } = useSession();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [search, setSearch] = useState<SearchState>({ kind: 'idle' });
  const [load, setLoad] = useState<LoadState>({ kind: 'idle' });

  const find = async (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    if (!longEnough(text)) return;
    setSearch({ kind: 'searching' });
    setLoad({ kind: 'idle' });
    const result = await findSavedRecords(intermediary.id, text);
    setSearch(result.ok ? { kind: 'found', text: text.trim(), matches: result.matches, more: result.more } : { kind: 'failed', message: result.message });
  };

  const foundText = search.kind !== 'found' ? undefined : search.matches.length ? SAVED_ADDRESS_MESSAGES.found(search.matches.length, search.more) : SAVED_ADDRESS_MESSAGES.noMatch(search.text);
  useAnnouncement(foundText);
  useAnnouncement(search.kind === 'failed' ? search.message : load.kind === 'failed' ? load.message : undefined, 'assertive');
  useAnnouncement(load.kind === 'loaded' ? SAVED_ADDRESS_MESSAGES.loaded : undefined);

  const choose = async (match: SavedRecordMatch) => {
    setLoad({ kind: 'loading', id: match.id });
    const result = await loadSavedAddress(match);
    if (result.ok) onLoad(result.address);
    setLoad(result.ok ? { kind: 'loaded' } : { kind: 'failed', message: result.message });
  };

  return (
    <SpaceBetween size="xs">
      <form onSubmit={(event) => void find(event)} noValidate>
        <FormField label="Load a saved address" description={SAVED_ADDRESS_MESSAGES.searchHint} errorText={tried && !longEnough(text) ? SAVED_ADDRESS_MESSAGES.tooShort : undefined}>
          <SpaceBetween direction="horizontal" size="xs">
            <Input type="search" clearAriaLabel="Clear the saved-address search" ariaLabel="Saved customer, site or account name, postcode or reference" placeholder="Name, postcode or reference" value={text} onChange={({ detail }) => setText(detail.value)} />
            <Button formAction="submit" loading={search.kind === 'searching'}>Find saved address</Button>
          </SpaceBetween>
        </FormField>
      </form>
      {search.kind === 'searching' && <StatusIndicator type="loading">{SAVED_ADDRESS_MESSAGES.searching}</StatusIndicator>}
      {search.kind === 'failed' && <Alert type="error">{search.message}</Alert>}
      {search.kind === 'found' && search.matches.length === 0 && <Box>{foundText}</Box>}
      {search.kind === 'found' && search.matches.length > 0 && (
        <Table
          variant="embedded"
          ariaLabels={{ tableLabel: 'Saved records found' }}
          header={<Box variant="p">{foundText}</Box>}
          items={[...search.matches]}
          trackBy={(match) => `${match.entity}#${match.id}`}
          columnDefinitions={[
            { id: 'kind', header: 'Kind', cell: (match) => SAVED_RECORD_LABELS[match.entity] },
            { id: 'name', header: 'Name', cell: (match) => match.name, isRowHeader: true },
            { id: 'reference', header: 'Reference', cell: (match) => match.reference ?? '' },
            { id: 'postcode', header: 'Post code', cell: (match) => match.postcode },
            { id: 'town', header: 'Town', cell: (match) => match.posttown },
            {
              id: 'load',
              header: 'Address',
              cell: (match) => (
                <Button
                  variant="inline-link"
                  ariaLabel={`Load the address of ${SAVED_RECORD_LABELS[match.entity].toLowerCase()} ${match.name}, ${match.postcode}`}
                  loading={load.kind === 'loading' && load.id === match.id}
                  onClick={() => void choose(match)}
                >
                  Load
                </Button>
              ),
            },
          ]}
        />
      )}
      {load.kind === 'loading' && <StatusIndicator type="loading">{SAVED_ADDRESS_MESSAGES.loading}</StatusIndicator>}
      {load.kind === 'loaded' && <StatusIndicator type="success">{SAVED_ADDRESS_MESSAGES.loaded}</StatusIndicator>}
      {load.kind === 'failed' && <Alert type="error">{load.message}</Alert>}
    </SpaceBetween>
  );
}
