import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { importStatusIndicator } from '../../../domain/import/status-indicator';

/** An import status, its name beside the icon of what it means; the name is what a screen reader reads. */
export default function ImportStatus({ status, name }: { readonly status: number; readonly name: string }) {
  return <StatusIndicator type={importStatusIndicator(status)}>{name}</StatusIndicator>;
}
