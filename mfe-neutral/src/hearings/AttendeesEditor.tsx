import { ActionIcon, Button, Group, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { TextField } from 'shared-ui';
import type { HearingAttendee } from '../api/types';
import { useTranslation } from './i18n';

export interface AttendeesEditorProps {
  value: HearingAttendee[];
  onChange: (attendees: HearingAttendee[]) => void;
  readOnly?: boolean;
}

const EMPTY = { name1: '', designation: '', representing: '' };

/** The attendees table (No, Name, Designation, Representing) with a row to add one. */
export function AttendeesEditor({ value, onChange, readOnly = false }: AttendeesEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const name1 = draft.name1.trim();
    if (!name1) {
      setError(t('hearings.error.attendeeName'));
      return;
    }
    onChange([...value, { name1, designation: draft.designation.trim(), representing: draft.representing.trim() }]);
    setDraft(EMPTY);
    setError(null);
  };
  // These fields sit inside the hearing form: Enter adds the attendee instead of saving the hearing.
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm" id="attendees-heading">
        {t('hearings.attendees.title')}
      </Text>
      <Table.ScrollContainer minWidth={360} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-labelledby': 'attendees-heading' } }}>
        <Table withTableBorder aria-labelledby="attendees-heading">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>{t('hearings.attendees.no')}</Table.Th>
              <Table.Th>{t('hearings.attendees.name')}</Table.Th>
              <Table.Th>{t('hearings.attendees.designation')}</Table.Th>
              <Table.Th>{t('hearings.attendees.representing')}</Table.Th>
              {!readOnly && (
                <Table.Th w={48}>
                  <VisuallyHidden>{t('hearings.attendees.remove')}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {value.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={readOnly ? 4 : 5}>
                  <Text size="sm" c="dimmed">
                    {t('hearings.attendees.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              value.map((attendee, index) => (
                <Table.Tr key={attendee.name ?? `new-${index}`}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>{attendee.name1}</Table.Td>
                  <Table.Td>{attendee.designation || '-'}</Table.Td>
                  <Table.Td>{attendee.representing || '-'}</Table.Td>
                  {!readOnly && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('hearings.attendees.removeOne', { name: attendee.name1 })}
                        onClick={() => onChange(value.filter((_, at) => at !== index))}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!readOnly && (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextField
              label={t('hearings.attendees.nameLabel')}
              required
              value={draft.name1}
              error={error}
              onKeyDown={addOnEnter}
              onChange={(event) => {
                setDraft({ ...draft, name1: event.currentTarget.value });
                setError(null);
              }}
            />
            <TextField
              label={t('hearings.attendees.designation')}
              value={draft.designation}
              onKeyDown={addOnEnter}
              onChange={(event) => setDraft({ ...draft, designation: event.currentTarget.value })}
            />
            <TextField
              label={t('hearings.attendees.representing')}
              value={draft.representing}
              onKeyDown={addOnEnter}
              onChange={(event) => setDraft({ ...draft, representing: event.currentTarget.value })}
            />
          </SimpleGrid>
          <Group>
            <Button variant="light" onClick={add}>
              {t('hearings.attendees.add')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
