import Select from '@cloudscape-design/components/select';
import { REQUEST_WINDOWS, type RequestWindow } from '../../../domain/preauthorisation/list-window';

const option = (value: RequestWindow) => {
  const chosen = REQUEST_WINDOWS.find((candidate) => candidate.value === value)!;
  return { value: chosen.value, label: chosen.label };
};

/** How far back the list reaches: the last 30, 90 or 365 days, or every request. */
export default function RequestWindowSelect({ value, onChange }: { value: RequestWindow; onChange: (value: RequestWindow) => void }) {
  return (
    <Select
      ariaLabel="Requests from"
      selectedOption={option(value)}
      options={REQUEST_WINDOWS.map((candidate) => option(candidate.value))}
      onChange={({ detail }) => onChange(detail.selectedOption.value as RequestWindow)}
    />
  );
}
