import { ActionIcon, Paper, Text, Title, UnstyledButton } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from './i18n';
import * as classes from './PartyList.module.css';
import type { PartyEntry } from './types';

interface PartyListProps {
  title: string;
  entries: PartyEntry[];
  /** Name and second line of an entry. */
  describe: (entry: PartyEntry) => { name: string; detail?: string };
  editIndex: number | null;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
  emptyText: string;
}

/** The side list of SPEC §2: click an entry to edit it, the trash icon deletes it. */
export function PartyList({ title, entries, describe, editIndex, onEdit, onDelete, emptyText }: PartyListProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" className={classes.root} aria-label={title} component="section">
      <Title order={3} size="h5" mb="sm">
        {title} ({entries.length})
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      ) : (
        <ol className={classes.list}>
          {entries.map((entry, index) => {
            const { name, detail } = describe(entry);
            const editing = editIndex === index;
            return (
              <li key={`${index}-${name}`} className={classes.item} data-editing={editing || undefined}>
                <UnstyledButton
                  className={classes.entry}
                  onClick={() => onEdit(index)}
                  aria-label={t('filing.wizard.party.edit', { name })}
                  aria-current={editing ? 'true' : undefined}
                >
                  <Text fw={500} size="sm" truncate="end">
                    {index + 1}. {name}
                  </Text>
                  {detail && (
                    <Text size="xs" c="dimmed" truncate="end">
                      {detail}
                    </Text>
                  )}
                  {editing && (
                    <Text size="xs" c="navy.8" fw={500}>
                      {t('filing.wizard.party.editing')}
                    </Text>
                  )}
                </UnstyledButton>
                <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('filing.wizard.party.delete', { name })} onClick={() => onDelete(index)}>
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </li>
            );
          })}
        </ol>
      )}
    </Paper>
  );
}
