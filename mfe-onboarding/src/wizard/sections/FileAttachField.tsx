import { Anchor, Button, Group, Input, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from 'shared-api';
import { FilePickerModal, notify, REGISTRATION_TOAST_MS } from 'shared-ui';
import { uploadProfileFile } from '../api';
import { str, useWizard, wizardMessages } from '../context';
import { useTranslation } from '../i18n';

/** What a sign-up takes (the server refuses anything else from a guest). */
export const SIGN_UP_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
export const SIGN_UP_MAX_BYTES = 5 * 1024 * 1024;

interface FileAttachFieldProps {
  field: string;
  /** The field's name as shown (already translated). */
  label: string;
  required?: boolean;
  /** Toast after a successful attach (SPEC: "Bar council id attached successfully!", 2 s). */
  successMessage?: string;
}

/** One file per field: attaching again replaces the earlier file (SPEC §2 bar council id). */
export function FileAttachField({ field, label, required = false, successMessage }: FileAttachFieldProps) {
  const { t } = useTranslation();
  const { form, fileTarget } = useWizard();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const url = str(form.values[field]);
  const fileName = str(form.values[`${field}__name`]) || url.split('/').pop();
  const { error } = wizardMessages(t, { error: form.errors[field] });
  const id = `wizard-${field}`;

  const attach = async ([file]: File[]) => {
    if (!file) return;
    setBusy(true);
    try {
      const uploaded = await uploadProfileFile(file, await fileTarget(), field);
      form.setFieldValue(field, uploaded.file_url);
      form.setFieldValue(`${field}__name`, uploaded.file_name);
      form.clearFieldError(field);
      notify.success(successMessage ?? t('wizard.file.attached'), { autoClose: REGISTRATION_TOAST_MS });
    } catch (failure) {
      notify.error(errorMessage(failure), { autoClose: REGISTRATION_TOAST_MS });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Input.Wrapper label={label} withAsterisk={required} error={error} id={id} labelElement="div">
      <Group gap="sm" mt={4}>
        <Button
          variant="light"
          leftSection={<IconPaperclip size={16} aria-hidden />}
          onClick={() => setOpened(true)}
          loading={busy}
          aria-label={t(url ? 'wizard.file.replaceLabel' : 'wizard.file.attachLabel', { label })}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {t(url ? 'wizard.file.replace' : 'wizard.file.attach')}
        </Button>
        {url ? (
          <Text size="sm" data-testid={`${field}-file`}>
            {url.startsWith('/files/') ? <Anchor href={url} target="_blank" rel="noreferrer">{fileName}</Anchor> : fileName}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">{t('wizard.file.none')}</Text>
        )}
      </Group>
      <FilePickerModal
        opened={opened}
        onClose={() => setOpened(false)}
        onAttach={(files) => void attach(files)}
        multiple={false}
        title={t('wizard.file.attachLabel', { label })}
        accept={SIGN_UP_FILE_TYPES}
        maxSizeBytes={SIGN_UP_MAX_BYTES}
      />
    </Input.Wrapper>
  );
}
