import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useRef, useState } from 'react';
import type { MeterPointAuthorisation } from '../../../domain/preauthorisation/types';
import { failureMessages } from '../api/client';
import { useAnnouncement } from '../shared/Announcer';
import { useFocusOnOpen, type Focusable } from '../shared/focus';
import { useFormDialogClose } from '../shared/form-dialog';
import { runChecks, type RunChecksAnswer } from './api';
import CheckResults, { checkSummary } from './CheckResults';
import CustomerTab from './CustomerTab';
import MeterPointsTab from './MeterPointsTab';
import { emptyRequestForm, requestFailures, toRequest, type RequestForm } from './request-form';
import { TAB_SCROLL_LABELS } from '../shared/application';
import { CHECK_OUTCOME_MESSAGES } from '../../../domain/preauthorisation/prequalification';

interface PreAuthorisationDialogProps {
  readonly tpiid: number;
  readonly products: readonly { readonly id: number; readonly name: string }[];
  readonly productTerms: (product: number) => readonly string[];
  readonly onChecked: () => void;
  readonly canRequest: (row: MeterPointAuthorisation) => boolean;
  /** Opens Request Initial Payment for a checked row, in place of this dialog. */
  readonly onRequest: (row: MeterPointAuthorisation) => void;
  readonly onClose: () => void;
}

/** Why Run Checks cannot be pressed yet. */
const RUN_CHECKS_BLOCKED = {
  untouched: 'Fill in the customer and meter points first.',
  checked: 'These were checked; change the request to check again.',
  failing: 'Put right what is listed under "Before running the checks" first.',
} as const;

/**
 * Pre-Authorisation Request: Customer and Meter Points tabs; Run Checks only after an edit and while nothing fails.
 * Closes as useFormDialogClose says: not while the checks run, nor from the backdrop once anything is typed, and
 * asking first when edits since the last checks would be lost (once checked, what was typed is in the list).
 */
export default function PreAuthorisationDialog({ tpiid, products, productTerms, onChecked, canRequest, onRequest, onClose }: PreAuthorisationDialogProps) {
  const [blank] = useState<RequestForm>(emptyRequestForm);
  const [form, setForm] = useState<RequestForm>(blank);
  const [edited, setEdited] = useState(false);
  const [running, setRunning] = useState(false);
  const { onDismiss, onCancel } = useFormDialogClose({ holdsInput: form !== blank, unsent: edited, sending: running }, onClose);
  const [checked, setChecked] = useState<RunChecksAnswer>();
  const results = checked?.authorisations;
  const [refused, setRefused] = useState<string[]>();
  const failures = requestFailures(tpiid, form);
  const runBlocked = !edited ? (results ? RUN_CHECKS_BLOCKED.checked : RUN_CHECKS_BLOCKED.untouched) : failures.length > 0 ? RUN_CHECKS_BLOCKED.failing : undefined;
  const firstField = useRef<Focusable>(null);
  const outcome = useRef<HTMLDivElement>(null);
  useFocusOnOpen(firstField);
  const company = checked && form.limitedcompany ? (checked.companyname ? CHECK_OUTCOME_MESSAGES.companyFound(checked.companyname) : CHECK_OUTCOME_MESSAGES.companyNotFound) : undefined;
  useAnnouncement(results && ['Check results', ...(company ? [company] : []), ...results.map(checkSummary)].join('. '));
  useAnnouncement(refused && ['Checks not run', ...refused].join('. '), 'assertive');

  const edit = (next: RequestForm) => {
    setForm(next);
    setEdited(true);
    setChecked(undefined);
    setRefused(undefined);
  };

  const run = async () => {
    // Run Checks is disabled while it runs, which would drop focus to the page (where Escape no longer reaches the dialog).
    outcome.current?.focus();
    setRunning(true);
    try {
      const answer = await runChecks(toRequest(tpiid, form));
      if (answer.status === 200) {
        setChecked(answer.data as RunChecksAnswer);
        setEdited(false);
        onChecked();
      } else {
        setRefused(failureMessages(answer.data, answer.status));
      }
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible
      size="large"
      header="Pre-Authorisation Request"
      onDismiss={onDismiss}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button disabled={running} onClick={onCancel}>Close</Button>
            <Button variant="primary" loading={running} disabled={runBlocked !== undefined} disabledReason={runBlocked} onClick={() => void run()}>
              Run Checks
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Tabs
          i18nStrings={TAB_SCROLL_LABELS}
          tabs={[
            { id: 'customer', label: 'Customer', content: <CustomerTab form={form} onChange={edit} firstField={firstField} /> },
            { id: 'meterpoints', label: 'Meter Points', content: <MeterPointsTab form={form} onChange={edit} products={products} productTerms={productTerms} /> },
          ]}
        />
        {edited && failures.length > 0 && (
          <Alert type="warning" header="Before running the checks">
            <ul aria-label="Validation failures">
              {failures.map((failure) => (
                <li key={failure}>{failure}</li>
              ))}
            </ul>
          </Alert>
        )}
        <div ref={outcome} tabIndex={-1} role="group" aria-label="Check outcome">
        {refused && (
          <Alert type="error" header="Checks not run">
            <ul>
              {refused.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </Alert>
        )}
        {company && <Box variant="p">{company}</Box>}
        {results && <CheckResults rows={results} canRequest={canRequest} onRequest={onRequest} />}
        </div>
      </SpaceBetween>
    </Modal>
  );
}
