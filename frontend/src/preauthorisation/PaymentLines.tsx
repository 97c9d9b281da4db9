import Button from '@cloudscape-design/components/button';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useEffect, useRef } from 'react';
import { formatPounds } from '../../../domain/preauthorisation/initial-payment';
import { effectiveCommission, formatCommission } from '../../../domain/preauthorisation/payment-request';
import type { InitialPaymentLine } from '../../../domain/preauthorisation/types';

export const lineKey = (line: Pick<InitialPaymentLine, 'id' | 'contractterm'>) => `${line.id}:${line.contractterm}`;

interface PaymentLinesProps {
  readonly lines: readonly InitialPaymentLine[];
  /** Commission overrides being typed, by line key: an edit in progress blocks Request Payment. */
  readonly editing: Readonly<Record<string, string>>;
  /** Override is offered only where the product lets the broker set commission. */
  readonly canOverride: (line: InitialPaymentLine) => boolean;
  readonly onEdit: (key: string, text: string | undefined) => void;
  readonly onApply: (line: InitialPaymentLine, text: string) => void;
  readonly onAddTerm: (line: InitialPaymentLine) => void;
  readonly onRemove: (line: InitialPaymentLine) => void;
}

/** A commission being typed. Opened by Override, which goes as it opens: focus comes here, and Enter applies as Apply does. */
function OverrideInput({ label, value, onChange, onEnter }: { label: string; value: string; onChange: (text: string) => void; onEnter: () => void }) {
  const input = useRef<InputProps.Ref>(null);
  useEffect(() => input.current?.focus(), []);
  return <Input ref={input} ariaLabel={label} value={value} onChange={({ detail }) => onChange(detail.value)} onKeyDown={({ detail }) => detail.key === 'Enter' && onEnter()} />;
}

/** The initial payment lines with their commission override. */
export default function PaymentLines({ lines, editing, canOverride, onEdit, onApply, onAddTerm, onRemove }: PaymentLinesProps) {
  const commissionCell = (line: InitialPaymentLine) => {
    const key = lineKey(line);
    const typed = editing[key];
    if (!canOverride(line)) return formatCommission(effectiveCommission(line));
    if (typed === undefined) {
      return (
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <span>{formatCommission(effectiveCommission(line))}</span>
          <Button variant="inline-link" ariaLabel={`Override commission for ${line.mpxn} at ${line.contractterm} months`} onClick={() => onEdit(key, String(effectiveCommission(line)))}>
            Override
          </Button>
        </SpaceBetween>
      );
    }
    return (
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <OverrideInput label={`Commission override for ${line.mpxn} at ${line.contractterm} months`} value={typed} onChange={(text) => onEdit(key, text)} onEnter={() => onApply(line, typed)} />
        <Button ariaLabel={`Apply commission for ${line.mpxn} at ${line.contractterm} months`} onClick={() => onApply(line, typed)}>
          Apply
        </Button>
      </SpaceBetween>
    );
  };

  return (
    <Table
      variant="embedded"
      header="Meter points"
      items={[...lines]}
      trackBy={lineKey}
      columnDefinitions={[
        { id: 'mpxn', header: 'MPxN', cell: (line) => line.mpxn },
        { id: 'term', header: 'Term', cell: (line) => line.contractterm },
        { id: 'commission', header: 'Commission (p/kWh)', cell: commissionCell },
        { id: 'initialpayment', header: 'Initial payment', cell: (line) => formatPounds(line.initialpayment) },
        {
          id: 'actions',
          header: 'Actions',
          cell: (line) => (
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="inline-link" ariaLabel={`Add term for ${line.mpxn}`} onClick={() => onAddTerm(line)}>
                Add Term
              </Button>
              {line !== lines[0] && (
                <Button variant="inline-link" ariaLabel={`Remove ${line.mpxn} at ${line.contractterm} months`} onClick={() => onRemove(line)}>
                  Remove
                </Button>
              )}
            </SpaceBetween>
          ),
        },
      ]}
    />
  );
}
