import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useRef, useState } from 'react';
import { formatPounds } from '../../../domain/preauthorisation/initial-payment';
import type { MeterPointAuthorisation } from '../../../domain/preauthorisation/types';
import { useFocusOnOpen } from '../shared/focus';

/** Spec 9: Add MPxN shows 5 rows a page. */
export const ADD_MPXN_PAGE_SIZE = 5;

interface AddMpxnDialogProps {
  readonly candidates: readonly MeterPointAuthorisation[];
  readonly onAdd: (rows: readonly MeterPointAuthorisation[]) => void;
  readonly onClose: () => void;
}

/** Add MPxN: other authorisations a payment can be requested for, searchable by id, MPxN and customer name. */
export default function AddMpxnDialog({ candidates, onAdd, onClose }: AddMpxnDialogProps) {
  const body = useRef<HTMLDivElement>(null);
  useFocusOnOpen(body);
  const [selected, setSelected] = useState<readonly MeterPointAuthorisation[]>([]);
  const { items, collectionProps, filterProps, paginationProps } = useCollection([...candidates], {
    filtering: { fields: ['id', 'mpxn', 'name'], empty: <Box textAlign="center">No other meter points can be added</Box>, noMatch: <Box textAlign="center">No match</Box> },
    pagination: { pageSize: ADD_MPXN_PAGE_SIZE },
  });
  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible
      header="Add MPxN"
      onDismiss={onClose}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="primary" disabled={selected.length === 0} disabledReason={selected.length === 0 ? 'Select at least one meter point first.' : undefined} onClick={() => onAdd(selected)}>
              Add
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <div ref={body}>
      <Table
        {...collectionProps}
        variant="embedded"
        selectionType="multi"
        selectedItems={[...selected]}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        trackBy="id"
        ariaLabels={{ selectionGroupLabel: 'Meter points', itemSelectionLabel: (_, row) => `Add ${row.mpxn}`, allItemsSelectionLabel: () => 'Add all' }}
        items={items}
        filter={<TextFilter {...filterProps} filteringPlaceholder="Search by id, MPxN or customer name" filteringAriaLabel="Search meter points" filteringClearAriaLabel="Clear search" />}
        pagination={<Pagination {...paginationProps} ariaLabels={{ nextPageLabel: 'Next meter points', previousPageLabel: 'Previous meter points', pageLabel: (page) => `Meter points page ${page}` }} />}
        columnDefinitions={[
          { id: 'id', header: 'Id', cell: (row) => row.id },
          { id: 'mpxn', header: 'MPxN', cell: (row) => row.mpxn },
          { id: 'name', header: 'Customer Name', cell: (row) => row.name },
          { id: 'term', header: 'Term', cell: (row) => row.contractterm },
          { id: 'payment', header: 'Initial payment', cell: (row) => formatPounds(row.initialpayment) },
        ]}
      />
      </div>
    </Modal>
  );
}
