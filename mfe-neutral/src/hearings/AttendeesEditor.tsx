import { ActionIcon, Button, Group, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { TextField } from 'shared-ui';
import type { HearingAttendee } from '../api/types';
import { HEARING_MESSAGES } from './hearing-schema';

export interface AttendeesEditorProps {
  value: HearingAttendee[];
  onChange: (attendees: HearingAttendee[]) => void;
  readOnly?: boolean;
}

const EMPTY = { name1: '', designation: '', representing: '' };

/** The attendees table (No, Name, Designation, Representing) with a row to add one. */
export function AttendeesEditor({ value, onChange, readOnly = false }: AttendeesEditorProps) {
  const [draft, setDraft] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const name1 = draft.name1.trim();
    if (!name1) {
      setError(HEARING_MESSAGES.attendeeName);
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
        Attendees
      </Text>
      <Table.ScrollContainer minWidth={360} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-labelledby': 'attendees-heading' } }}>
        <Table withTableBorder aria-labelledby="attendees-heading">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>No</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Designation</Table.Th>
              <Table.Th>Representing</Table.Th>
              {!readOnly && (
                <Table.Th w={48}>
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {value.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={readOnly ? 4 : 5}>
                  <Text size="sm" c="dimmed">
                    No Data Found
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
                        aria-label={`Remove ${attendee.name1}`}
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
              label="Attendee Name"
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
              label="Designation"
              value={draft.designation}
              onKeyDown={addOnEnter}
              onChange={(event) => setDraft({ ...draft, designation: event.currentTarget.value })}
            />
            <TextField
              label="Representing"
              value={draft.representing}
              onKeyDown={addOnEnter}
              onChange={(event) => setDraft({ ...draft, representing: event.currentTarget.value })}
            />
          </SimpleGrid>
          <Group>
            <Button variant="light" onClick={add}>
              Add Attendee
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
