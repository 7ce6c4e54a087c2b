import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeTag } from '@/lib/format';
import { AUDIT_PAGE_SIZE, useCompanionAudit } from '../api/audit';
import { useCompanionStatus } from '../api/status';

const RESULT_COLOR = { ok: 'success', stopped: 'warning', failed: 'error', info: 'secondary' } as const;

/** «Журнал расширения» on /responses: every action the browser companion took, when, on which vacancy, its result. */
export function CompanionAudit() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [offset, setOffset] = useState(0);
  const status = useCompanionStatus();
  const audit = useCompanionAudit(offset);
  const page = audit.data;
  if (status.data?.transport !== 'companion' && !page?.total) return null;
  return (
    <Paper component="section" withBorder radius="md" p="lg" mt="lg" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t('companion.audit.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('companion.audit.intro')}
        </Text>
        {page && page.items.length === 0 && <Text size="sm">{t('companion.audit.empty')}</Text>}
        {page && page.items.length > 0 && (
          <Table striped verticalSpacing="xs" aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('companion.audit.when')}</Table.Th>
                <Table.Th>{t('companion.audit.action')}</Table.Th>
                <Table.Th>{t('companion.audit.vacancy')}</Table.Th>
                <Table.Th>{t('companion.audit.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    {new Date(item.at).toLocaleString(localeTag(i18n.language), {
                      day: '2-digit',
                      month: '2-digit',
                      hour: '2-digit',
                      minute: '2-digit',
                      second: '2-digit',
                    })}
                  </Table.Td>
                  <Table.Td>
                    {item.action}
                    {item.detail && (
                      <Text size="xs" c="dimmed">
                        {item.detail}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{item.vacancy_name ?? item.vacancy_id ?? '—'}</Table.Td>
                  <Table.Td>
                    <Badge color={RESULT_COLOR[item.result]} variant="light">
                      {t(`companion.audit.results.${item.result}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {page && page.total > AUDIT_PAGE_SIZE && (
          <Group gap="xs">
            <Button size="xs" variant="subtle" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - AUDIT_PAGE_SIZE))}>
              {t('companion.audit.newer')}
            </Button>
            <Button size="xs" variant="subtle" disabled={offset + AUDIT_PAGE_SIZE >= page.total} onClick={() => setOffset(offset + AUDIT_PAGE_SIZE)}>
              {t('companion.audit.older')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
