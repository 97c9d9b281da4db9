import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState } from 'react';
import { formatPounds } from '../../../domain/preauthorisation/initial-payment';
import { sumPounds } from '../../../domain/money';
import { requestCompanions } from '../../../domain/preauthorisation/multi-meter';
import { commissionWarnings, PAYMENT_MESSAGES, paymentLine, termsToAdd } from '../../../domain/preauthorisation/payment-request';
import type { InitialPaymentLine, MeterPointAuthorisation, PaymentRequestType } from '../../../domain/preauthorisation/types';
import AddMpxnDialog from './AddMpxnDialog';
import AddTermDialog from './AddTermDialog';
import { failureMessages } from '../api/client';
import { useAnnounce, useAnnouncement } from '../shared/Announcer';
import { useFocusOnOpen, useFocusWhenLost } from '../shared/focus';
import { useFormDialogClose } from '../shared/form-dialog';
import { requestInitialPayment } from './api';
import PaymentLines, { lineKey } from './PaymentLines';
import { applyOverride, initialPaymentForm, isLine, paymentBlocked, typeFailures, withType, type PaymentForm } from './payment-form';

interface PaymentDialogProps {
  readonly row: MeterPointAuthorisation;
  /** Every row of the list, to find a line's row and the candidates for Add MPxN. */
  readonly rows: readonly MeterPointAuthorisation[];
  readonly canRequest: (row: MeterPointAuthorisation) => boolean;
  readonly productTerms: (product: number) => readonly string[];
  /** Whether the product lets the broker set commission, so a line's override is offered. */
  readonly commissionEditable: (product: number) => boolean;
  readonly onRequested: () => void;
  readonly onClose: () => void;
}

/**
 * Request Initial Payment: contact, type and lines, checked by domain/preauthorisation/payment-request.ts.
 * Closes as useFormDialogClose says: never while the request is in flight, nor from the backdrop once edited.
 */
export default function PaymentDialog({ row, rows, canRequest, productTerms, commissionEditable, onRequested, onClose }: PaymentDialogProps) {
  const [opened] = useState<PaymentForm>(() => initialPaymentForm(row));
  const [form, setForm] = useState<PaymentForm>(opened);
  const [editing, setEditing] = useState<Record<string, string>>({});
  const [adding, setAdding] = useState<'mpxn' | InitialPaymentLine>();
  const [failures, setFailures] = useState<string[]>();
  const [sending, setSending] = useState(false);
  // Read and set in the click itself: a second click can come before the button shows itself busy.
  const inFlight = useRef(false);
  const edited = form !== opened || Object.keys(editing).length > 0;
  const { onDismiss, onCancel } = useFormDialogClose({ holdsInput: edited, unsent: edited, sending }, onClose);
  const announce = useAnnounce();
  const byId = new Map(rows.map((candidate) => [candidate.id, candidate]));
  const warnings = commissionWarnings(form.lines);
  const listed = new Set(form.lines.map((line) => line.id));
  const candidates = rows.filter((candidate) => !listed.has(candidate.id) && canRequest(candidate));
  const firstField = useRef<InputProps.Ref>(null);
  const failureAlert = useRef<HTMLDivElement>(null);
  useFocusOnOpen(firstField);
  useFocusWhenLost(failureAlert, failures);
  useAnnouncement(warnings.length > 0 ? [PAYMENT_MESSAGES.commissionWarning, ...warnings].join('. ') : undefined);

  const edit = (key: string, text: string | undefined) =>
    setEditing(({ [key]: _, ...others }) => (text === undefined ? others : { ...others, [key]: text }));
  const apply = (line: InitialPaymentLine, typed: string) => {
    const source = byId.get(line.id);
    if (source) setForm((current) => applyOverride(current, source, line, typed));
    edit(lineKey(line), undefined);
  };
  const addLines = (added: InitialPaymentLine[]) => {
    setForm((current) => ({ ...current, lines: [...current.lines, ...added] }));
    setAdding(undefined);
  };

  const submit = async () => {
    if (!form.paymentrequesttype || inFlight.current) return;
    // The last failure stays until this outcome is known: cleared now, the dialog would shrink under the pointer.
    inFlight.current = true;
    setSending(true);
    try {
      const { firstname, lastname, email, paymentrequesttype, lines } = form;
      const answer = await requestInitialPayment(row.id, { firstname, lastname, email, paymentrequesttype, initialpaymentdata: lines });
      if (answer.status === 200) {
        onRequested();
      } else {
        const messages = failureMessages(answer.data, answer.status);
        setFailures(messages);
        // Said each time, though the same as the last failure's.
        announce([PAYMENT_MESSAGES.failed, ...messages].join('. '), 'assertive');
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const text = (label: string, field: 'firstname' | 'lastname' | 'email') => (
    <FormField label={label}>
      <Input ref={field === 'firstname' ? firstField : undefined} ariaLabel={label} type={field === 'email' ? 'email' : 'text'} value={form[field]} onChange={({ detail }) => setForm({ ...form, [field]: detail.value })} />
    </FormField>
  );
  const total = sumPounds(form.lines.map((line) => line.initialpayment));
  const blocked = paymentBlocked(form, row, Object.keys(editing).length);
  const typeProblems = typeFailures(form, row);

  return (
    <>
      <Modal
        closeAriaLabel="Close dialog"
        visible
        size="large"
        header="Request Initial Payment"
        onDismiss={onDismiss}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button disabled={sending} onClick={onCancel}>Cancel</Button>
              <Button variant="primary" loading={sending} disabled={blocked !== undefined} disabledReason={blocked} onClick={() => void submit()}>
                Request Payment
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <SpaceBetween size="m">
          <ColumnLayout columns={3}>
            {text('First name', 'firstname')}
            {text('Last name', 'lastname')}
            {text('Email', 'email')}
          </ColumnLayout>
          <FormField
            label="Payment request type"
            description="Multi meter brings in the other meter points checked in the same pre-qualification request."
            errorText={typeProblems.length ? typeProblems.join(' ') : undefined}
          >
            <RadioGroup
              ariaLabel="Payment request type"
              value={form.paymentrequesttype ?? null}
              onChange={({ detail }) => setForm(withType(form, detail.value as PaymentRequestType, requestCompanions(row, rows, form.lines, canRequest)))}
              items={[{ value: 'single', label: 'Single meter' }, { value: 'multi', label: 'Multi meter' }]}
            />
          </FormField>
          <PaymentLines
            lines={form.lines}
            editing={editing}
            canOverride={(line) => commissionEditable(byId.get(line.id)?.product ?? 0)}
            onEdit={edit}
            onApply={apply}
            onAddTerm={setAdding}
            onRemove={(line) => setForm({ ...form, lines: form.lines.filter((current) => current !== line) })}
          />
          <SpaceBetween direction="horizontal" size="m" alignItems="center">
            {form.paymentrequesttype === 'multi' && <Button onClick={() => setAdding('mpxn')}>Add MPxN</Button>}
            <Box variant="strong">Total {formatPounds(total)}</Box>
          </SpaceBetween>
          {warnings.length > 0 && (
            <Alert type="warning" header={PAYMENT_MESSAGES.commissionWarning}>
              <ul>{warnings.map((warning) => <li key={warning}>{warning}</li>)}</ul>
            </Alert>
          )}
          {failures && (
            <div ref={failureAlert} tabIndex={-1}>
              <Alert type="error" header={PAYMENT_MESSAGES.failed}>
                <ul>{failures.map((failure) => <li key={failure}>{failure}</li>)}</ul>
              </Alert>
            </div>
          )}
        </SpaceBetween>
      </Modal>
      {/* Beside the dialog, not in it: Escape in one of these would otherwise reach this dialog's Escape too. */}
      {adding === 'mpxn' && (
        <AddMpxnDialog candidates={candidates} onClose={() => setAdding(undefined)} onAdd={(added) => addLines(added.map((candidate) => paymentLine(candidate)).filter(isLine))} />
      )}
      {adding && adding !== 'mpxn' && (
        <AddTermDialog
          mpxn={adding.mpxn}
          offered={termsToAdd(adding, form.lines, productTerms(byId.get(adding.id)?.product ?? 0)).filter((term) => byId.get(adding.id)?.termprices?.[term])}
          onClose={() => setAdding(undefined)}
          onAdd={(terms) => {
            const source = byId.get(adding.id);
            addLines(source ? terms.map((term) => paymentLine(source, term)).filter(isLine) : []);
          }}
        />
      )}
    </>
  );
}
