import { Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPaperclip } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { canEditHearingVcLink, valibotResolver } from 'shared-api';
import { AttachedFilesGrid, DateField, FilePickerModal, formatBytes, schemaMessages, SelectField, TextareaField, TextField } from 'shared-ui';
import type { HearingInput } from '../api/hearings';
import type { AttachedFile, HearingRecord } from '../api/types';
import { timeInputValue } from '../common/format';
import { TIME_STEP_SECONDS } from '../common/time';
import { AttendeesEditor } from './AttendeesEditor';
import { HEARING_MESSAGES, HEARING_STATUSES, hearingSchema, type HearingFormValues } from './hearing-schema';
import { useTranslation } from './i18n';
import { minutesToHtml, minutesToText } from './minutes';

const translated = schemaMessages(HEARING_MESSAGES, (key) => `hearings.error.${key}`);

export interface HearingFormProps {
  /** The hearing being updated; absent when scheduling a new one. */
  hearing?: HearingRecord;
  /** Types that may be chosen for a new hearing; a single type is fixed. */
  hearingTypes: readonly string[];
  role: string | null;
  /** The case's known video link (its first hearing's), offered when this hearing has none. */
  inheritedVcLink?: string | null;
  existingFiles?: AttachedFile[];
  filesLoading?: boolean;
  submitting?: boolean;
  /** Changes after each successful save: the chosen files have been uploaded. */
  saves?: number;
  onSubmit: (values: HearingInput, files: File[]) => void;
}

/**
 * Scheduling and recording a hearing (SPEC §2 hearing tabs, §4): date, time in 5-minute steps,
 * mode with video link or location, attendees, minutes, attachments, status.
 */
export function HearingForm({
  hearing,
  hearingTypes,
  role,
  inheritedVcLink,
  existingFiles,
  filesLoading,
  submitting = false,
  saves = 0,
  onSubmit,
}: HearingFormProps) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  useEffect(() => setFiles([]), [saves]);
  const [pickerOpen, setPickerOpen] = useState(false);
  const initialType = hearing?.hearing_type ?? (hearingTypes.length === 1 ? hearingTypes[0] : '');
  const form = useForm<HearingFormValues>({
    mode: 'controlled',
    initialValues: {
      hearing_type: initialType,
      hearing_date: hearing?.hearing_date ?? '',
      hearing_time: timeInputValue(hearing?.hearing_time),
      mode_of_hearing: hearing?.mode_of_hearing === 'Offline' ? 'Offline' : 'Online',
      vc_link: hearing?.vc_link ?? inheritedVcLink ?? '',
      hearing_location: hearing?.hearing_location ?? '',
      status: (HEARING_STATUSES as readonly string[]).includes(hearing?.status ?? '')
        ? (hearing?.status as HearingFormValues['status'])
        : 'In Progress',
      transcript: minutesToText(hearing?.transcript),
      hearing_attendees: (hearing?.hearing_attendees ?? []).map((row) => ({
        name: row.name,
        name1: row.name1 ?? '',
        designation: row.designation ?? '',
        representing: row.representing ?? '',
      })),
    },
    validate: valibotResolver(hearingSchema),
  });

  const values = form.values;
  const online = values.mode_of_hearing === 'Online';
  // SPEC §6: only an Arbitrator edits the link of the second to fourth hearing; otherwise the
  // link already set stays. A hearing with no link at all may be given one, or it could not be held online.
  const knownLink = hearing?.vc_link || inheritedVcLink || '';
  const vcEditable = canEditHearingVcLink(role, values.hearing_type) || !knownLink;
  const typeFixed = Boolean(hearing) || hearingTypes.length === 1;
  const field = (name: keyof HearingFormValues) => translated(t, form.getInputProps(name));

  const submit = form.onSubmit((valid) => {
    onSubmit(
      {
        hearing_type: valid.hearing_type.trim(),
        hearing_date: valid.hearing_date,
        hearing_time: valid.hearing_time,
        mode_of_hearing: valid.mode_of_hearing,
        vc_link: valid.vc_link.trim(),
        hearing_location: valid.hearing_location.trim(),
        status: valid.status,
        transcript: minutesToHtml(valid.transcript),
        hearing_attendees: valid.hearing_attendees.map((row) => ({
          name: row.name,
          name1: row.name1.trim(),
          designation: row.designation ?? '',
          representing: row.representing ?? '',
        })),
      },
      files,
    );
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('hearings.form.label', { type: values.hearing_type || t('hearings.form.hearing') })}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            label={t('hearings.form.type')}
            required
            disabled={typeFixed}
            data={typeFixed ? [initialType] : hearingTypes}
            {...field('hearing_type')}
          />
          <SelectField label={t('hearings.form.status')} required data={HEARING_STATUSES} {...field('status')} />
          <DateField label={t('hearings.form.date')} required {...field('hearing_date')} />
          <TextField
            label={t('hearings.form.time')}
            required
            type="time"
            step={TIME_STEP_SECONDS}
            description={t('hearings.form.timeStep')}
            {...field('hearing_time')}
          />
          <SelectField label={t('hearings.form.mode')} required data={['Online', 'Offline']} {...field('mode_of_hearing')} />
          {online ? (
            <TextField
              label={t('hearings.form.vcLink')}
              required
              type="url"
              placeholder="https://"
              readOnly={!vcEditable}
              description={vcEditable ? undefined : t('hearings.form.caseLink')}
              {...field('vc_link')}
            />
          ) : (
            <TextField label={t('hearings.form.location')} required {...field('hearing_location')} />
          )}
        </SimpleGrid>

        <Divider />
        <AttendeesEditor
          value={values.hearing_attendees as HearingInput['hearing_attendees']}
          onChange={(attendees) => form.setFieldValue('hearing_attendees', attendees as HearingFormValues['hearing_attendees'])}
        />
        <TextareaField label={t('hearings.form.minutes')} minRows={4} {...field('transcript')} />

        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('hearings.form.attachments')}
          </Text>
          {hearing && <AttachedFilesGrid files={existingFiles} loading={filesLoading} emptyText={t('hearings.form.noAttachments')} />}
          {files.length > 0 && (
            <Text size="sm" aria-live="polite">
              {t('hearings.form.toUpload', { files: files.map((file) => t('hearings.form.file', { name: file.name, size: formatBytes(file.size) })).join(', ') })}
            </Text>
          )}
          <Group>
            <Button variant="default" leftSection={<IconPaperclip size={16} aria-hidden />} onClick={() => setPickerOpen(true)}>
              {t('hearings.form.attach')}
            </Button>
          </Group>
        </Stack>

        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t(hearing ? 'hearings.form.update' : 'hearings.form.save')}
          </Button>
        </Group>
      </Stack>
      <FilePickerModal
        opened={pickerOpen}
        onClose={() => setPickerOpen(false)}
        onAttach={(chosen) => setFiles((current) => [...current, ...chosen])}
        title={t('hearings.form.attachTitle')}
      />
    </form>
  );
}
