import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReportDefinition } from '../../../domain/reports/definitions';

interface ReportParametersProps {
  readonly definition: ReportDefinition;
  readonly values: Readonly<Record<string, string>>;
  readonly onChange: (name: string, value: string) => void;
  readonly onSearch: () => void;
  readonly loading: boolean;
}

/** Parameter inputs (date inputs for dates, free text otherwise) and the report's own search button. */
export default function ReportParameters({ definition, values, onChange, onSearch, loading }: ReportParametersProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <SpaceBetween direction="horizontal" size="m" alignItems="end">
        {definition.parameters.map((parameter) => (
          <FormField key={parameter.name} label={parameter.label}>
            {parameter.fieldtype === 'date' ? (
              <DatePicker
                value={values[parameter.name] ?? ''}
                onChange={(event) => onChange(parameter.name, event.detail.value)}
                placeholder="YYYY/MM/DD"
                openCalendarAriaLabel={(selected) => `Choose ${parameter.label}${selected ? `, selected date is ${selected}` : ''}`}
              />
            ) : (
              <Input value={values[parameter.name] ?? ''} onChange={(event) => onChange(parameter.name, event.detail.value)} ariaLabel={parameter.label} />
            )}
          </FormField>
        ))}
        <Button variant="primary" formAction="submit" iconName={definition.searchicon} loading={loading}>
          {definition.searchlabel}
        </Button>
      </SpaceBetween>
    </form>
  );
}
