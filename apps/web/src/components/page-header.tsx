import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/** The heading block of a shell page: an h1 and an optional line under it. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} — ${t('app.name')}`);
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {description !== undefined && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
