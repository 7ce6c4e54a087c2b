import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import type { AdminAuditAction } from '@otklik/contracts';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';
import { ResponsiveTable } from '@/components/responsive-table';
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
        <ResponsiveTable
          label={t('admin.tabs.audit')}
          rows={items}
          rowKey={(entry) => entry.id}
          columns={[
            { key: 'when', header: t('admin.audit.when'), cell: (entry) => formatDateTime(entry.created_at) },
            { key: 'who', header: t('admin.audit.who'), cell: (entry) => (entry.actor === 'cli' ? t('admin.audit.cli') : entry.actor) },
            { key: 'what', header: t('admin.audit.what'), cell: (entry) => t(actionKey(entry.action)) },
            { key: 'target', header: t('admin.audit.target'), cell: (entry) => entry.target ?? '—' },
            {
              key: 'details',
              header: t('admin.audit.details'),
              cell: (entry) =>
                Object.entries(entry.details)
                  .filter(([, value]) => value !== null)
                  .map(([key, value]) => `${key}: ${String(value)}`)
                  .join('; ') || '—',
            },
          ]}
        />
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
