import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHourglass, IconUserEdit } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { ProfileGate } from 'shared-api';

interface ProfileGateModalProps {
  gate: ProfileGate;
  opened: boolean;
  profilePath: string;
  onClose: () => void;
}

const CONTENT: Record<ProfileGate, { title: string; text: string; icon: typeof IconUserEdit }> = {
  'update-profile': {
    title: 'Update Your Profile',
    text: 'Please update your profile details!',
    icon: IconUserEdit,
  },
  'under-review': {
    title: 'Profile Under Review',
    text: 'Thank you for completing your profile. Our case manager will contact you within three business days.',
    icon: IconHourglass,
  },
};

/** The two modals of SPEC §2 Shell; both lead to the neutral's profile page. */
export function ProfileGateModal({ gate, opened, profilePath, onClose }: ProfileGateModalProps) {
  const navigate = useNavigate();
  const { title, text, icon: Icon } = CONTENT[gate];
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="md">
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
            <Icon size={22} />
          </ThemeIcon>
          <Text>{text}</Text>
        </Group>
        <Group justify="flex-end">
          <Button
            onClick={() => {
              onClose();
              navigate(profilePath);
            }}
          >
            Update Profile
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
