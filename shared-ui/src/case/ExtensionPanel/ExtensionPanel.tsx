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
import { label, translateValue, useTranslation } from '../../i18n/kit';

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
  /** Default 'Extension of Time' in the reader's language. */
  title?: string;
}

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
export function ExtensionPanel({ caseDoc, party, today = isoDate(new Date()), title: titleProp }: ExtensionPanelProps) {
  const { t, language } = useTranslation();
  const title = titleProp ?? t('kit.extension.title');
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
  const preview = validDays ? formatDate(extendedDate(caseDoc.due_date, days), language) : null;

  const run = (input: Parameters<typeof mutation.mutate>[0], after?: () => void) =>
    mutation.mutate(input, {
      onSuccess: (reply) => {
        // Each answer says what happened (SPEC §8's one "Dispute Updated" told the party nothing);
        // an approval gives the new due date the server saved.
        if (input.action === 'request') notify.success(t('kit.extension.requestSent'));
        else if (input.action === 'reject') notify.success(t('kit.extension.rejected'));
        else notify.success(t('kit.extension.approved', { date: formatDate(reply?.extended_date, language) ?? '' }));
        after?.();
      },
      onError: (error) => notify.error(errorMessage(error, t('kit.extension.saveFailed'))),
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
    label: label(t, 'Due Date'),
    value: formatDate(caseDoc.due_date, language) && (
      <>
        {formatDate(caseDoc.due_date, language)}
        {dueSoon && !extended && ` ${t('kit.extension.dueSoon')}`}
      </>
    ),
    alert: dueSoon && !extended,
  };
  const items: DetailItem[] = [dueItem];
  if (extended) {
    items.push({
      label: label(t, 'Extended Date'),
      value: formatDate(caseDoc.extended_date, language) && (
        <>
          {formatDate(caseDoc.extended_date, language)}
          {dueSoon && ` ${t('kit.extension.dueSoon')}`}
        </>
      ),
      alert: dueSoon,
    });
  }
  items.push({
    label: label(t, 'Extension Status'),
    value: (
      <Badge color={STATUS_COLORS[status]} variant="light" tt="none">
        {translateValue(t, 'kit.extension.status', status)}
      </Badge>
    ),
  });
  if (status !== 'New') {
    items.push(
      { label: label(t, 'Requested By'), value: requester ? label(t, PARTY_NAMES[requester]) : null },
      { label: label(t, 'Days Asked For'), value: textOrNull(caseDoc.no_of_days_extended) },
      { label: label(t, 'Reason'), value: textOrNull(caseDoc.reason_for_extension) },
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
              <Text fw={500}>{t('kit.extension.requested')}</Text>
              <Badge color={STATUS_COLORS[status]} tt="none">
                {translateValue(t, 'kit.extension.tag', tag)}
              </Badge>
            </Group>
          )}
        </Group>
        <DetailList items={items} columns={3} />
        {caseDoc.due_date && (
          <Text size="sm" c="dimmed">
            {t('kit.extension.dueNote')}
          </Text>
        )}

        {mayRequest && (
          <Group>
            <Button leftSection={<IconClockPlus size={16} aria-hidden="true" />} onClick={() => setFormOpen(true)}>
              {t('kit.extension.request')}
            </Button>
          </Group>
        )}

        {mayAnswer && status === 'Extension Request Sent' && (
          <Group gap="sm" wrap="wrap">
            <Text>{t('kit.extension.askedBy', { party: requester })}</Text>
            <Button color="green" loading={mutation.isPending} onClick={() => run({ action: 'approve' })}>
              {t('kit.extension.approve')}
            </Button>
            <Button color="red" variant="light" loading={mutation.isPending} onClick={() => run({ action: 'reject' })}>
              {t('kit.extension.reject')}
            </Button>
          </Group>
        )}

        {mayAnswer && (status === 'Extended' || status === 'Extension Rejected') && (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SelectField
              label={t('kit.extension.changeAnswer')}
              value={answer}
              onChange={(event) => setAnswer(event.currentTarget.value)}
              data={[
                { value: 'approve', label: translateValue(t, 'kit.extension.status', 'Extended'), disabled: status === 'Extended' },
                { value: 'reject', label: translateValue(t, 'kit.extension.status', 'Extension Rejected'), disabled: status === 'Extension Rejected' },
              ]}
            />
            <Button
              disabled={answer !== 'approve' && answer !== 'reject'}
              loading={mutation.isPending}
              onClick={() => run({ action: answer as 'approve' | 'reject' }, () => setAnswer(''))}
            >
              {t('kit.update')}
            </Button>
          </Group>
        )}
      </Stack>

      <Modal opened={formOpen} onClose={() => setFormOpen(false)} title={t('kit.extension.request')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitRequest();
          }}
        >
          <Stack gap="sm">
            <TextInput label={label(t, 'Due Date')} value={formatDate(caseDoc.due_date, language) ?? ''} readOnly variant="filled" />
            <NumberField
              label={t('kit.extension.days')}
              required
              min={1}
              max={MAX_DAYS}
              allowDecimal={false}
              allowNegative={false}
              value={days}
              onChange={setDays}
              error={validDays ? undefined : t('kit.extension.daysRange', { max: MAX_DAYS })}
            />
            <TextInput label={label(t, 'Extended Date')} value={preview ?? ''} readOnly variant="filled" aria-live="polite" />
            <TextareaField label={t('kit.extension.reason')} value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={1000} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setFormOpen(false)}>
                {t('kit.cancel')}
              </Button>
              <Button type="submit" loading={mutation.isPending} disabled={!validDays}>
                {t('kit.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
