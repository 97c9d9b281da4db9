import { useMemo } from 'react';
import { importStatusName } from '../../../domain/import/status';
import type { LookupEntry } from '../../../domain/reference-data/lookups';
import { useProductDefinitions } from '../shared/lookups';
import { useFileFormats, useLookup } from './api';

/** The lookups the import screen shows names from; a lookup that fails leaves numbers shown, so the screen still works. */
export function useImportLookups() {
  const statuses = useLookup('fileimportstatus').data;
  const reasons = useLookup('fileimportrejectionreason').data;
  const methods = useLookup('marketingpreferencemethod').data;
  const siccodes = useLookup('siccode').data;
  const definitions = useProductDefinitions().data;
  const formats = useFileFormats().data;
  return useMemo(() => {
    const products: LookupEntry[] = Object.values(definitions ?? {}).map((d) => ({ id: d.id, name: d.name }));
    return {
      statusOptions: (statuses ?? []).map((s) => ({ id: Number(s.id), name: s.name })),
      statusName: (status: number) => statuses?.find((s) => Number(s.id) === status)?.name ?? importStatusName(status),
      productName: (id: number) => definitions?.[String(id)]?.name ?? String(id),
      reasons: reasons ?? [],
      formats: formats ?? [],
      formLookups: { siccode: siccodes ?? [], productdefinition: products, marketingpreferencemethod: methods ?? [] },
    };
  }, [statuses, reasons, methods, siccodes, definitions, formats]);
}
