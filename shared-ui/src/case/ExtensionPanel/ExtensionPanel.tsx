import { Badge, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconClockPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  EXTENSION_DEFAULT_DAYS,
  canRequestExtension,
  caseKindOf,
  checkExtensionAction,
  errorMessage,
  extendedDate,
  extensionRequester,
  extensionStatus,
  formatDate,
  isDueSoon,
  isFlagSet,
  textOrNull,
  type CaseDoc,
  type ExtensionParty,
  type ExtensionStatus,
} from 'shared-api';
import { isoDate, NumberField, SelectField, TextareaField } from '../../fields';
import { notify } from '../../notify';
import { DetailList, type DetailItem } from '../DetailList';
import { useExtensionMutation } from '../queries';

/** Who looks at the panel: a party may ask or answer; the neutral only reads (the server refuses them). */
export type ExtensionViewer = ExtensionParty | 'neutral';

export type ExtensionCase = Pick<
  CaseDoc,
  | 'name'
  | 'stage'
  | 'due_date'
  | 'extended_date'
  | 'no_of_days_extended'
  | 'reason_for_extension'
  | 'extension_status'
  | 'is_extended'
  | 'requested_by_respondent'
  | 'requested_by_claimant'
>;

export interface ExtensionPanelProps {
  caseDoc: ExtensionCase;
  party: ExtensionViewer;
  /** Today as 'YYYY-MM-DD'; default the device's date. */
  today?: string;
  /** Default 'Extension of Time'. */
  title?: string;
}

/** The toast after any extension action (SPEC §8: the mediation update's message). */
export const EXTENSION_SAVED_MESSAGE = 'Dispute Updated successfully';
const MAX_DAYS = 365;

const STATUS_COLORS: Record<ExtensionStatus, string> = {
  New: 'gray',
  'Extension Request Sent': 'blue',
  Extended: 'green',
  'Extension Rejected': 'red',
};

/** The tag next to "Requested for Extension" (SPEC §4). */
const REQUEST_TAGS: Record<ExtensionStatus, string | null> = {
  New: null,
  'Extension Request Sent': 'Sent',
  Extended: 'Extended',
  'Extension Rejected': 'Reject',
};

const PARTY_NAMES: Record<ExtensionParty, string> = { claimant: 'Claimant', respondent: 'Respondent' };

/**
 * The time extension of a mediation (SPEC §4 "Extension"): either party asks for more days (60 by
 * default, extended date = due date + days) while the due date is within the next 20 days; the
 * other party approves or rejects, and may change that answer later. The due date turns red within
 * 10 days. Renders nothing for a claim.
 */
export function ExtensionPanel({ caseDoc, party, today = isoDate(new Date()), title = 'Extension of Time' }: ExtensionPanelProps) {
  const mutation = useExtensionMutation(caseDoc.name);
  const [formOpen, setFormOpen] = useState(false);
  const [days, setDays] = useState<number | string>(EXTENSION_DEFAULT_DAYS);
  const [reason, setReason] = useState('');
  const [answer, setAnswer] = useState('');

  if (caseKindOf(caseDoc.name) !== 'dispute') return null;

  const status = extensionStatus(caseDoc);
  const requester = extensionRequester(caseDoc);
  const extended = status === 'Extended' && isFlagSet(caseDoc.is_extended);
  const effectiveDue = extended && caseDoc.extended_date ? caseDoc.extended_date : caseDoc.due_date;
  const dueSoon = isDueSoon(effectiveDue, today);
  const open = caseDoc.stage !== 'Completed';
  const isParty = party !== 'neutral';

  const mayRequest =
    isParty && open && status === 'New' && canRequestExtension(caseDoc.due_date, today) && checkExtensionAction(caseDoc, 'request', party).ok;
  const mayAnswer =
    isParty && open && requester !== null && requester !== party && checkExtensionAction(caseDoc, 'approve', party).ok;

  const validDays = typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= MAX_DAYS;
  const preview = validDays ? formatDate(extendedDate(caseDoc.due_date, days)) : null;

  const run = (input: Parameters<typeof mutation.mutate>[0], after?: () => void) =>
    mutation.mutate(input, {
      onSuccess: () => {
        notify.success(EXTENSION_SAVED_MESSAGE);
        after?.();
      },
      onError: (error) => notify.error(errorMessage(error, 'The extension could not be saved. Please try again.')),
    });

  const submitRequest = () => {
    if (!validDays) return;
    run({ action: 'request', days, reason }, () => {
      setFormOpen(false);
      setReason('');
      setDays(EXTENSION_DEFAULT_DAYS);
    });
  };

  const dueItem: DetailItem = {
    label: 'Due Date',
    value: formatDate(caseDoc.due_date) && (
      <>
        {formatDate(caseDoc.due_date)}
        {dueSoon && !extended && ' (due within 10 days)'}
      </>
    ),
    alert: dueSoon && !extended,
  };
  const items: DetailItem[] = [dueItem];
  if (extended) {
    items.push({
      label: 'Extended Date',
      value: formatDate(caseDoc.extended_date) && (
        <>
          {formatDate(caseDoc.extended_date)}
          {dueSoon && ' (due within 10 days)'}
        </>
      ),
      alert: dueSoon,
    });
  }
  items.push({
    label: 'Extension Status',
    value: (
      <Badge color={STATUS_COLORS[status]} variant="light" tt="none">
        {status}
      </Badge>
    ),
  });
  if (status !== 'New') {
    items.push(
      { label: 'Requested By', value: requester ? PARTY_NAMES[requester] : null },
      { label: 'Days Asked For', value: textOrNull(caseDoc.no_of_days_extended) },
      { label: 'Reason', value: textOrNull(caseDoc.reason_for_extension) },
    );
  }

  const tag = REQUEST_TAGS[status];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3}>{title}</Title>
          {isParty && requester === party && tag && (
            <Group gap={6}>
              <Text fw={500}>Requested for Extension</Text>
              <Badge color={STATUS_COLORS[status]} tt="none">
                {tag}
              </Badge>
            </Group>
          )}
        </Group>
        <DetailList items={items} columns={3} />

        {mayRequest && (
          <Group>
            <Button leftSection={<IconClockPlus size={16} aria-hidden="true" />} onClick={() => setFormOpen(true)}>
              Request Extension
            </Button>
          </Group>
        )}

        {mayAnswer && status === 'Extension Request Sent' && (
          <Group gap="sm" wrap="wrap">
            <Text>The {PARTY_NAMES[requester!].toLowerCase()} asked for more time.</Text>
            <Button color="green" loading={mutation.isPending} onClick={() => run({ action: 'approve' })}>
              Approve
            </Button>
            <Button color="red" variant="light" loading={mutation.isPending} onClick={() => run({ action: 'reject' })}>
              Reject
            </Button>
          </Group>
        )}

        {mayAnswer && (status === 'Extended' || status === 'Extension Rejected') && (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SelectField
              label="Change your answer"
              value={answer}
              onChange={(event) => setAnswer(event.currentTarget.value)}
              data={[
                { value: 'approve', label: 'Extended', disabled: status === 'Extended' },
                { value: 'reject', label: 'Extension Rejected', disabled: status === 'Extension Rejected' },
              ]}
            />
            <Button
              disabled={answer !== 'approve' && answer !== 'reject'}
              loading={mutation.isPending}
              onClick={() => run({ action: answer as 'approve' | 'reject' }, () => setAnswer(''))}
            >
              Update
            </Button>
          </Group>
        )}
      </Stack>

      <Modal opened={formOpen} onClose={() => setFormOpen(false)} title="Request Extension">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitRequest();
          }}
        >
          <Stack gap="sm">
            <TextInput label="Due Date" value={formatDate(caseDoc.due_date) ?? ''} readOnly variant="filled" />
            <NumberField
              label="Number of Days"
              required
              min={1}
              max={MAX_DAYS}
              allowDecimal={false}
              allowNegative={false}
              value={days}
              onChange={setDays}
              error={validDays ? undefined : `Enter between 1 and ${MAX_DAYS} days`}
            />
            <TextInput label="Extended Date" value={preview ?? ''} readOnly variant="filled" aria-live="polite" />
            <TextareaField label="Reason for Extension" value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={1000} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setFormOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={mutation.isPending} disabled={!validDays}>
                Submit
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
