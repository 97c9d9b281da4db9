import { useState } from 'react';
import type { ImportCustomer } from '../../../domain/import';
import type { FileImportView } from './types';

export type Mode = 'view' | 'edit' | 'manual';

/** The unsaved edit: raw rows (status 3) or customers (later statuses and manual entry). */
export interface Draft {
  readonly rawdata?: readonly (readonly string[])[];
  readonly structureddata?: readonly ImportCustomer[];
}

/** Edit mode and its draft. Nothing is dropped until a save succeeds or the user cancels. */
export function useImportEdit() {
  const [mode, setMode] = useState<Mode>('view');
  const [draft, setDraft] = useState<Draft>({});
  const [dirty, setDirty] = useState(false);
  /** The import as read when editing began: its version is the one a save sends. */
  const [base, setBase] = useState<FileImportView>();
  return {
    mode,
    draft,
    dirty,
    base,
    start(next: Mode, initial: Draft, from?: FileImportView, changed = false) {
      setBase(from);
      setMode(next);
      setDraft(initial);
      setDirty(changed);
    },
    change(next: Draft) {
      setDraft(next);
      setDirty(true);
    },
    stop() {
      setBase(undefined);
      setMode('view');
      setDraft({});
      setDirty(false);
    },
  };
}
