import { Button, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from 'shared-api';
import { DataTable, queryStatus } from 'shared-ui';
import { LAWYER_PAGE_SIZE } from './constants';
import { useTranslation } from './i18n';
import type { Lawyer, LawyerPage } from 'shared-api';
import { filingKeys } from '../common/keys';
export type { Lawyer } from 'shared-api';

interface LawyerPickerProps {
  selectedEmail: string;
  onSelect: (lawyer: Lawyer) => void;
}

/** The Lawyers List (SPEC §2): approved lawyers, searchable, five a page; Select fills the lawyer fields. */
export function LawyerPicker({ selectedEmail, onSelect }: LawyerPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const lawyers = useQuery({
    queryKey: filingKeys.lawyers(debounced, page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.call(
        'get_lawyers',
        { search: debounced, start: (page - 1) * LAWYER_PAGE_SIZE, limit: LAWYER_PAGE_SIZE },
        { httpMethod: 'GET', signal },
      ),
  });

  return (
    <Stack gap="sm">
      <TextInput
        label={t('filing.wizard.lawyers.search')}
        placeholder={t('filing.wizard.lawyers.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      <DataTable<Lawyer>
        caption={t('filing.wizard.lawyers.caption')}
        minWidth={480}
        rows={lawyers.data?.data ?? []}
        total={lawyers.data?.total}
        page={page}
        pageSize={LAWYER_PAGE_SIZE}
        onPageChange={setPage}
        {...queryStatus(lawyers)}
        emptyText={t('filing.wizard.lawyers.empty')}
        getRowKey={(row) => row.name}
        columns={[
          { key: 'full_name', header: t('filing.wizard.lawyers.name') },
          { key: 'email', header: t('filing.wizard.lawyers.email') },
          { key: 'mobile', header: t('filing.wizard.lawyers.mobile') },
          {
            key: 'select',
            header: t('filing.wizard.lawyers.action'),
            render: (row) =>
              row.email === selectedEmail ? (
                <Button size="xs" variant="light" disabled>
                  {t('filing.wizard.lawyers.selected')}
                </Button>
              ) : (
                <Button size="xs" variant="outline" onClick={() => onSelect(row)} aria-label={t('filing.wizard.lawyers.selectNamed', { name: row.full_name })}>
                  {t('filing.wizard.lawyers.select')}
                </Button>
              ),
          },
        ]}
      />
    </Stack>
  );
}
