import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import type { ReportDefinition } from '../../../domain/reports/definitions';
import UkDateInput, { UK_DATE_HINT } from '../shared/UkDateInput';
import './report-parameters.css';

interface ReportParametersProps {
  readonly definition: ReportDefinition;
  readonly values: Readonly<Record<string, string>>;
  readonly onChange: (name: string, value: string) => void;
  readonly onSearch: () => void;
  readonly loading: boolean;
  /** The server's messages for the parameters it refused, by parameter name. */
  readonly errors?: Readonly<Record<string, string>>;
  /** A one-click window ahead (the payments still to come), for a report that has one. */
  readonly windowAhead?: { readonly label: string; readonly onChoose: () => void };
}

const DATE_FIELD_WIDTH = 200;
const TEXT_FIELD_WIDTH = 280;

/** Parameter inputs (date inputs for dates, free text otherwise) and the report's own search button. */
export default function ReportParameters({ definition, values, onChange, onSearch, loading, errors, windowAhead }: ReportParametersProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <div className="report-parameters">
        {definition.parameters.map((parameter) => (
          // A set width, so a message wraps beneath its field rather than widening it and moving the others.
          <div key={parameter.name} className="report-parameter" style={{ width: parameter.fieldtype === 'date' ? DATE_FIELD_WIDTH : TEXT_FIELD_WIDTH }}>
            {/* The date's form under its label, not under the field, so the fields and the search button stay in line. */}
            <FormField label={parameter.label} errorText={errors?.[parameter.name]} description={parameter.fieldtype === 'date' ? UK_DATE_HINT : undefined}>
              {parameter.fieldtype === 'date' ? (
                <UkDateInput value={values[parameter.name] ?? ''} onChange={(value) => onChange(parameter.name, value)} ariaLabel={parameter.label} />
              ) : (
                <Input value={values[parameter.name] ?? ''} onChange={(event) => onChange(parameter.name, event.detail.value)} ariaLabel={parameter.label} />
              )}
            </FormField>
          </div>
        ))}
        <Button variant="primary" formAction="submit" iconName={definition.searchicon} loading={loading}>
          {definition.searchlabel}
        </Button>
        {windowAhead && (
          <Button formAction="none" iconName="calendar" disabled={loading} onClick={windowAhead.onChoose}>
            {windowAhead.label}
          </Button>
        )}
      </div>
    </form>
  );
}
