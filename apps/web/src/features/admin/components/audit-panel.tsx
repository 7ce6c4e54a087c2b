import { useState } from 'react';
import { Button, Group, Table, Text } from '@mantine/core';
import type { AdminAuditAction } from '@otklik/contracts';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';
import { errorMessageKey } from '@/lib/api/errors';
import { AUDIT_PAGE_SIZE, useAudit } from '../api/get-audit';
import { formatDateTime } from './format';

/** The locale key of an audit action: dots become underscores (i18next reads dots as nesting). */
const actionKey = (action: AdminAuditAction) => `admin.actions.${action.replaceAll('.', '_') as ReplaceDots<AdminAuditAction>}` as const;
type ReplaceDots<S extends string> = S extends `${infer A}.${infer B}` ? ReplaceDots<`${A}_${B}`> : S;

/** «Журнал»: every admin action, newest first: when, who, what, on whom and the details. */
export function AuditPanel() {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const audit = useAudit(null, offset);
  if (audit.isPending) return <LoadState state="loading" />;
  if (audit.isError) return <LoadState state="error" title={t(errorMessageKey(audit.error, 'admin.loadFailed'))} onRetry={() => void audit.refetch()} />;
  const { items, total } = audit.data;
  return (
    <>
      {items.length === 0 ? (
        <Text c="dimmed">{t('admin.audit.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={700}>
          <Table striped aria-label={t('admin.tabs.audit')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.audit.when')}</Table.Th>
                <Table.Th>{t('admin.audit.who')}</Table.Th>
                <Table.Th>{t('admin.audit.what')}</Table.Th>
                <Table.Th>{t('admin.audit.target')}</Table.Th>
                <Table.Th>{t('admin.audit.details')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{formatDateTime(entry.created_at)}</Table.Td>
                  <Table.Td>{entry.actor === 'cli' ? t('admin.audit.cli') : entry.actor}</Table.Td>
                  <Table.Td>{t(actionKey(entry.action))}</Table.Td>
                  <Table.Td>{entry.target ?? '—'}</Table.Td>
                  <Table.Td>
                    {Object.entries(entry.details)
                      .filter(([, value]) => value !== null)
                      .map(([key, value]) => `${key}: ${String(value)}`)
                      .join('; ') || '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > AUDIT_PAGE_SIZE && (
        <Group mt="sm">
          <Button size="xs" variant="default" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - AUDIT_PAGE_SIZE))}>
            {t('admin.audit.newer')}
          </Button>
          <Button size="xs" variant="default" disabled={offset + AUDIT_PAGE_SIZE >= total} onClick={() => setOffset(offset + AUDIT_PAGE_SIZE)}>
            {t('admin.audit.older')}
          </Button>
        </Group>
      )}
    </>
  );
}
