import { ActionIcon, Anchor, Button, Checkbox, FileInput, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, fileDisplayName, fileDownloadUrl, formatDate, isServerChannel, parseDisplayDate, todayInIndia, type DispatchKind } from 'shared-api';
import { notify, translate } from 'shared-ui';
import { uploadProof, useDispatchChannels, useSaveDispatch, type DeliveryRow, type DispatchRecord } from '../api/dispatches';
import { DateText } from '../common/DateText';
import { useTranslation } from './i18n';
import type { Party } from './parties';

const PROOF_TYPES = '.pdf,.jpg,.jpeg,.png';

interface RowState {
  key: string;
  stored: DeliveryRow;
  partyKey: string | null;
  channel: string | null;
  dispatchDate: string;
  trackingId: string;
  acknowledged: boolean;
  receivedDate: string;
  proofFile: File | null;
}

let nextKey = 0;
const newKey = () => `row-${++nextKey}`;

function fromStored(row: DeliveryRow, parties: Party[]): RowState {
  const party = parties.find((candidate) => candidate.party_row === row.party_row);
  return {
    key: row.name ?? newKey(),
    stored: row,
    partyKey: party?.key ?? null,
    channel: row.channel ?? null,
    dispatchDate: formatDate(row.dispatch_date) ?? '',
    trackingId: row.tracking_id ?? '',
    acknowledged: row.acknowledged === 1,
    receivedDate: formatDate(row.received_date) ?? '',
    proofFile: null,
  };
}

const blankRow = (): RowState => ({ key: newKey(), stored: {}, partyKey: null, channel: null, dispatchDate: '', trackingId: '', acknowledged: false, receivedDate: '', proofFile: null });

/** The toast of SPEC §8 for the consent dispatch; the same words for the other kinds. */
export function savedMessage(kind: DispatchKind): string {
  return kind.doctype === 'Consent And Disclosure Dispatch' ? translate('dispatch.editor.savedConsent') : translate('dispatch.editor.saved', { kind: kind.label });
}

export interface DispatchEditorProps {
  caseName: string;
  kind: DispatchKind;
  parties: Party[];
  /** The record being edited; undefined for a new one. */
  record?: DispatchRecord;
  opened: boolean;
  onClose: () => void;
}

/**
 * One dispatch with a row per recipient: channel, dispatch date and tracking id for what goes by
 * post or hand, receipt and acknowledgement, proof of delivery. E-mail and SMS rows are sent by
 * the server afterwards (Send), which records their outcome.
 */
export function DispatchEditor({ caseName, kind, parties, record, opened, onClose }: DispatchEditorProps) {
  const { t } = useTranslation();
  const channels = useDispatchChannels();
  const save = useSaveDispatch(caseName, kind.doctype);
  const [documents, setDocuments] = useState(record?.documents ?? '');
  const [rows, setRows] = useState<RowState[]>(() => (record ? record.dispatch_details.map((row) => fromStored(row, parties)) : [blankRow()]));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const update = (key: string, patch: Partial<RowState>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const toDelivery = (row: RowState, found: Record<string, string>): DeliveryRow | null => {
    const party = parties.find((candidate) => candidate.key === row.partyKey);
    if (!party) found[`${row.key}.party`] = t('dispatch.editor.chooseRecipient');
    if (!row.channel) found[`${row.key}.channel`] = t('dispatch.editor.chooseChannel');
    const dispatchDate = row.dispatchDate.trim() ? parseDisplayDate(row.dispatchDate) : null;
    if (row.dispatchDate.trim() && !dispatchDate) found[`${row.key}.dispatchDate`] = t('dispatch.editor.dateFormat');
    if (dispatchDate && dispatchDate > todayInIndia()) found[`${row.key}.dispatchDate`] = t('dispatch.editor.future');
    const receivedDate = row.receivedDate.trim() ? parseDisplayDate(row.receivedDate) : null;
    if (row.receivedDate.trim() && !receivedDate) found[`${row.key}.receivedDate`] = t('dispatch.editor.dateFormat');
    if (receivedDate && receivedDate > todayInIndia()) found[`${row.key}.receivedDate`] = t('dispatch.editor.future');
    if (row.acknowledged && !receivedDate) found[`${row.key}.receivedDate`] = t('dispatch.editor.received');
    if (row.channel && row.channel === 'Email' && party && !party.email) found[`${row.key}.channel`] = t('dispatch.editor.noEmail');
    if (row.channel && row.channel === 'SMS' && party && !party.mobile) found[`${row.key}.channel`] = t('dispatch.editor.noMobile');
    if (!party || !row.channel) return null;
    return {
      ...(row.stored.name ? { name: row.stored.name } : {}),
      dispatched_to: party.label.replace(/ \([^)]*\)$/, ''),
      party_type: party.party_type,
      party_row: party.party_row,
      email: party.email,
      mobile: party.mobile,
      address: party.address,
      channel: row.channel,
      dispatch_date: dispatchDate,
      tracking_id: row.trackingId.trim() || null,
      acknowledged: row.acknowledged ? 1 : 0,
      received_date: receivedDate,
      proof: row.stored.proof ?? null,
    };
  };

  const submit = async () => {
    const found: Record<string, string> = {};
    if (rows.length === 0) found.rows = t('dispatch.editor.noRecipient');
    const deliveries = rows.map((row) => toDelivery(row, found));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      // The version the editor opened goes back with the save: a change saved meanwhile by someone
      // else is refused (TimestampMismatchError) instead of overwritten.
      let saved = await save.mutateAsync({ existing: record, documents: documents.trim(), rows: deliveries as DeliveryRow[] });
      // Proof files need the record to attach to: upload them once it exists, then link each to its
      // row, against the version that first save returned.
      const withFiles = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.proofFile);
      if (withFiles.length > 0) {
        const details = [...saved.dispatch_details];
        for (const { row, index } of withFiles) details[index] = { ...details[index], proof: await uploadProof(kind.doctype, saved.name, row.proofFile as File) };
        saved = await save.mutateAsync({ existing: saved, documents: documents.trim(), rows: details });
      }
      notify.success(savedMessage(kind));
      onClose();
    } catch (failure) {
      notify.error(errorMessage(failure, t('dispatch.editor.failed')));
    } finally {
      setBusy(false);
    }
  };

  const partyOptions = parties.map((party) => ({ value: party.key, label: party.label }));
  return (
    <Modal opened={opened} onClose={onClose} title={t('dispatch.editor.title', { existing: record ? 'yes' : 'no', kind: kind.label })} size="xl">
      <Stack gap="md">
        <TextInput label={t('dispatch.editor.documents')} placeholder={kind.label} value={documents} maxLength={500} onChange={(event) => setDocuments(event.currentTarget.value)} />
        {rows.map((row, index) => {
          const serverSent = isServerChannel(row.channel);
          const label = t('dispatch.editor.recipientNo', { index: index + 1 });
          return (
            <Paper key={row.key} withBorder p="sm" radius="md" component="fieldset" aria-label={label}>
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fw={600} size="sm">
                    {row.stored.status ? t('dispatch.editor.recipientStatus', { label, status: row.stored.status }) : label}
                  </Text>
                  <ActionIcon variant="subtle" color="red" aria-label={t('dispatch.editor.remove', { label })} onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))} disabled={Boolean(row.stored.message_id)}>
                    ×
                  </ActionIcon>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                  <Select label={t('dispatch.editor.recipient')} withAsterisk allowDeselect={false} data={partyOptions} value={row.partyKey} onChange={(value) => update(row.key, { partyKey: value })} error={errors[`${row.key}.party`]} />
                  <Select label={t('dispatch.editor.channel')} withAsterisk allowDeselect={false} data={channels.data ?? []} value={row.channel} onChange={(value) => update(row.key, { channel: value })} error={errors[`${row.key}.channel`]} />
                  {!serverSent && (
                    <>
                      <DateText label={t('dispatch.editor.dispatchDate')} value={row.dispatchDate} onChange={(value) => update(row.key, { dispatchDate: value })} error={errors[`${row.key}.dispatchDate`]} />
                      <TextInput label={t('dispatch.editor.tracking')} value={row.trackingId} maxLength={100} onChange={(event) => update(row.key, { trackingId: event.currentTarget.value })} />
                    </>
                  )}
                  <DateText label={t('dispatch.editor.receivedDate')} value={row.receivedDate} onChange={(value) => update(row.key, { receivedDate: value })} error={errors[`${row.key}.receivedDate`]} />
                  <Checkbox mt={{ sm: 'xl' }} label={t('dispatch.editor.acknowledged')} checked={row.acknowledged} onChange={(event) => update(row.key, { acknowledged: event.currentTarget.checked })} />
                  <FileInput label={t('dispatch.editor.proof')} accept={PROOF_TYPES} clearable placeholder={t('dispatch.editor.proofPlaceholder')} value={row.proofFile} onChange={(file) => update(row.key, { proofFile: file })} />
                  {row.stored.proof && (
                    <Anchor href={fileDownloadUrl(row.stored.proof) ?? undefined} size="sm" mt={{ sm: 'xl' }}>
                      {fileDisplayName({ file_url: row.stored.proof, file_name: null })}
                    </Anchor>
                  )}
                </SimpleGrid>
                {serverSent && <Text size="xs" c="dimmed">{t('dispatch.editor.serverSent')}</Text>}
              </Stack>
            </Paper>
          );
        })}
        {errors.rows && (
          <Text c="red" size="sm">
            {errors.rows}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="light" onClick={() => setRows((current) => [...current, blankRow()])}>
            {t('dispatch.editor.addRecipient')}
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              {t('dispatch.editor.cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={busy}>
              {t('dispatch.editor.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
