import { ActionIcon, Alert, Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { displayDate, rowComplete, type RowTable } from 'shared-api/schemas';
import { TextField } from 'shared-ui';
import * as v from 'valibot';
import { useWizard } from '../context';
import { useTranslation } from '../i18n';

/** A column of a row table; its header is the catalogue's `wizard.column.<field>`. */
interface Column {
  field: string;
  kind?: 'text' | 'year' | 'date';
}

/** Each table's columns; its title is the catalogue's `wizard.rows.<table>`. */
export const ROW_COLUMNS: Record<RowTable, Column[]> = {
  qualification: [{ field: 'institution' }, { field: 'course_name' }, { field: 'year_of_passing', kind: 'year' }],
  profession: [{ field: 'company_name1' }, { field: 'position' }, { field: 'start_date', kind: 'date' }, { field: 'end_date', kind: 'date' }],
  arbitration_training: [
    { field: 'organizer_name' },
    { field: 'course_name' },
    { field: 'course_duration' },
    { field: 'year_of_passing', kind: 'year' },
  ],
};

type Row = Record<string, string>;
const blank = (columns: Column[]): Row => Object.fromEntries(columns.map((column) => [column.field, '']));
const dateSchema = displayDate();

/**
 * Education, profession and training (SPEC §2, §5): Add appends a complete row, Edit loads a row
 * into the form and Add becomes Update, Delete removes it; the entry fields reset after each.
 * Advocates are told about an incomplete row; the other forms ignore it.
 */
export function RowTableSection({ table }: { table: RowTable }) {
  const { t } = useTranslation();
  const { form, flow } = useWizard();
  const columns = ROW_COLUMNS[table];
  const title = t(`wizard.rows.${table}`);
  const rows = (form.values[table] as Row[]) ?? [];
  const [entry, setEntry] = useState<Row>(() => blank(columns));
  const [editing, setEditing] = useState<number | null>(null);
  /** The message's catalogue id, so it follows the language. */
  const [alert, setAlert] = useState<string | null>(null);
  const idOf = (field: string) => `wizard-${table}-${field}`;

  const reset = () => {
    setEntry(blank(columns));
    setEditing(null);
  };
  const save = () => {
    const badDate = columns.some((column) => column.kind === 'date' && !v.safeParse(dateSchema, entry[column.field]).success);
    if (!rowComplete(table, entry) || badDate) {
      if (flow.alertIncompleteRow) setAlert(badDate ? 'wizard.message.dateInvalid' : 'wizard.message.rowIncomplete');
      return;
    }
    setAlert(null);
    const trimmed = Object.fromEntries(Object.entries(entry).map(([key, value]) => [key, value.trim()]));
    form.setFieldValue(table, editing === null ? [...rows, trimmed] : rows.map((row, index) => (index === editing ? trimmed : row)));
    reset();
  };
  const remove = (index: number) => {
    form.setFieldValue(table, rows.filter((_, at) => at !== index));
    reset();
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">{title}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: columns.length }}>
        {columns.map((column) => (
          <TextField
            key={column.field}
            id={idOf(column.field)}
            label={t(`wizard.column.${column.field}`)}
            placeholder={column.kind === 'date' ? t('wizard.field.dateFormat') : undefined}
            inputMode={column.kind === 'year' ? 'numeric' : undefined}
            maxLength={column.kind === 'year' ? 4 : column.kind === 'date' ? 10 : undefined}
            value={entry[column.field]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setEntry((current) => ({ ...current, [column.field]: value }));
            }}
          />
        ))}
      </SimpleGrid>
      {alert && (
        <Alert color="red" role="alert" onClose={() => setAlert(null)} withCloseButton closeButtonLabel={t('wizard.rows.dismiss')}>
          {t(alert)}
        </Alert>
      )}
      <Group gap="sm">
        <Button variant="light" onClick={save}>
          {t(editing === null ? 'wizard.rows.add' : 'wizard.rows.update', { title })}
        </Button>
        <Button variant="subtle" onClick={reset}>{t('wizard.rows.reset')}</Button>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">{t('wizard.rows.empty', { title: title.toLowerCase() })}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped withTableBorder aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => <Table.Th key={column.field}>{t(`wizard.column.${column.field}`)}</Table.Th>)}
                <Table.Th>{t('wizard.rows.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={index}>
                  {columns.map((column) => <Table.Td key={column.field}>{row[column.field] || '-'}</Table.Td>)}
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon variant="subtle" aria-label={t('wizard.rows.edit', { title, row: index + 1 })} onClick={() => { setEntry({ ...blank(columns), ...row }); setEditing(index); }}>
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="red" aria-label={t('wizard.rows.delete', { title, row: index + 1 })} onClick={() => remove(index)}>
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
