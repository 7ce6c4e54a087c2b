import { useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminUserSearchQuerySchema } from '@otklik/contracts';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';
import { errorMessageKey } from '@/lib/api/errors';
import { contractValidate } from '@/lib/form';
import { useSearchUsers } from '../api/search-users';
import { formatDateTime } from './format';
import { UserDetail } from './user-detail';

/** «Пользователи»: find a user by e-mail, name or id, then open their page. */
export function UsersPanel() {
  const { t } = useTranslation();
  // The query of GET /api/admin/users?q=… (the contract's schema: 1–200 characters once trimmed).
  const form = useForm({ initialValues: { q: '' }, validate: contractValidate<{ q: string }>(adminUserSearchQuerySchema, {}) });
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const search = useSearchUsers(query);

  return (
    <Stack gap="md">
      <form
        noValidate
        role="search"
        onSubmit={form.onSubmit((values) => {
          setQuery(adminUserSearchQuerySchema.parse(values).q);
          setSelected(null);
        })}
      >
        <Group align="flex-end" gap="sm">
          <TextInput label={t('admin.search.label')} placeholder={t('admin.search.placeholder')} maxLength={200} {...form.getInputProps('q')} w={360} />
          <Button type="submit" disabled={form.values.q.trim() === ''}>
            {t('admin.search.submit')}
          </Button>
        </Group>
      </form>
      {query !== '' &&
        (search.isPending ? (
          <LoadState state="loading" />
        ) : search.isError ? (
          <LoadState state="error" title={t(errorMessageKey(search.error, 'admin.loadFailed'))} onRetry={() => void search.refetch()} />
        ) : search.data.items.length === 0 ? (
          <Text c="dimmed">{t('admin.search.nothing')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.columns.email')}</Table.Th>
                  <Table.Th>{t('admin.columns.name')}</Table.Th>
                  <Table.Th>{t('admin.columns.registered')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {search.data.items.map((u) => (
                  <Table.Tr key={u.user_id} aria-selected={u.user_id === selected}>
                    <Table.Td>
                      {u.email} {u.trainer_access && <Badge size="xs">{t('admin.user.trainerBadge')}</Badge>}
                    </Table.Td>
                    <Table.Td>{u.name ?? '—'}</Table.Td>
                    <Table.Td>{formatDateTime(u.created_at)}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="light" onClick={() => setSelected(u.user_id)} aria-label={t('admin.search.openUser', { email: u.email })}>
                        {t('admin.search.open')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
      {selected && <UserDetail userId={selected} />}
    </Stack>
  );
}
