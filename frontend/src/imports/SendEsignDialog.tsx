import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState } from 'react';
import { ENTITY_FIELD_MESSAGES } from '../../../domain/entities';
import type { AccountManager, EsignData } from '../../../domain/import';
import { useFocusOnOpen } from '../shared/focus';
import type { Notice } from './notice';
import RequestDialog from './RequestDialog';

const CONTACT_FIELDS: readonly [keyof EsignData, string][] = [
  ['firstname', 'Contact first name'], ['lastname', 'Contact last name'], ['jobtitle', 'Job title'], ['phonenumber', 'Phone number'], ['email', 'Email'],
];
const MANAGER_FIELDS: readonly [keyof AccountManager, string][] = [['firstname', 'Account manager first name'], ['lastname', 'Account manager last name']];

interface SendEsignDialogProps {
  readonly initial: { esigndata: Partial<EsignData>; accountmanager: Partial<AccountManager> };
  /** Sends the request, answering the failure, if any, to show here. */
  readonly onSend: (esigndata: EsignData, accountmanager: AccountManager) => Promise<Notice | undefined>;
  readonly onClose: () => void;
  readonly onReload: () => void;
}

/** Send e-Sign: all five customer contact fields and both account manager names are required; a failed send keeps them. */
export default function SendEsignDialog({ initial, onSend, onClose, onReload }: SendEsignDialogProps) {
  const body = useRef<HTMLDivElement>(null);
  useFocusOnOpen(body);
  const [contact, setContact] = useState<Partial<EsignData>>(initial.esigndata);
  const [manager, setManager] = useState<Partial<AccountManager>>(initial.accountmanager);
  const [tried, setTried] = useState(false);
  const filled = (value: string | undefined) => Boolean(value?.trim());
  const complete = CONTACT_FIELDS.every(([f]) => filled(contact[f])) && MANAGER_FIELDS.every(([f]) => filled(manager[f]));
  const field = <T extends object>(value: T, set: (v: T) => void, name: keyof T, label: string) => (
    <FormField key={String(name)} label={label} errorText={tried && !filled(value[name] as string | undefined) ? ENTITY_FIELD_MESSAGES.required : undefined}>
      <Input value={(value[name] as string | undefined) ?? ''} onChange={({ detail }) => set({ ...value, [name]: detail.value })} />
    </FormField>
  );
  const send = () => {
    setTried(true);
    return complete ? onSend(contact as EsignData, manager as AccountManager) : undefined;
  };
  return (
    <RequestDialog header="Send e-Sign" action="Send" sendingText="Sending" onAction={send} onClose={onClose} onReload={onReload}>
      <div ref={body}>
      <SpaceBetween size="l">
        <Header variant="h3">Customer contact</Header>
        <ColumnLayout columns={2}>{CONTACT_FIELDS.map(([name, label]) => field(contact, setContact, name, label))}</ColumnLayout>
        <Header variant="h3">Account manager</Header>
        <ColumnLayout columns={2}>{MANAGER_FIELDS.map(([name, label]) => field(manager, setManager, name, label))}</ColumnLayout>
      </SpaceBetween>
      </div>
    </RequestDialog>
  );
}
