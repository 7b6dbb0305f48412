import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHourglass, IconUserEdit } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { ProfileGate } from 'shared-api';
import { useTranslation } from './i18n';

interface ProfileGateModalProps {
  gate: ProfileGate;
  opened: boolean;
  profilePath: string;
  onClose: () => void;
}

/** Each modal's title and text (catalogue ids) and icon. */
const CONTENT: Record<ProfileGate, { title: string; text: string; icon: typeof IconUserEdit }> = {
  'update-profile': {
    title: 'layout.gate.updateTitle',
    text: 'layout.gate.updateText',
    icon: IconUserEdit,
  },
  'under-review': {
    title: 'layout.gate.reviewTitle',
    text: 'layout.gate.reviewText',
    icon: IconHourglass,
  },
};

/** The two modals of SPEC §2 Shell; both lead to the neutral's profile page. */
export function ProfileGateModal({ gate, opened, profilePath, onClose }: ProfileGateModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { title, text, icon: Icon } = CONTENT[gate];
  return (
    <Modal opened={opened} onClose={onClose} title={t(title)} centered size="md">
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
            <Icon size={22} />
          </ThemeIcon>
          <Text>{t(text)}</Text>
        </Group>
        <Group justify="flex-end">
          <Button
            onClick={() => {
              onClose();
              navigate(profilePath);
            }}
          >
            {t('layout.gate.button')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
