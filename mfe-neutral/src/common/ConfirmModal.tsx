import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from './i18n';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone. */
export function ConfirmModal({ opened, title, message, confirmLabel, busy = false, onConfirm, onCancel }: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text mb="md">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('form.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
