import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** The browser tab title, when it should differ from the heading (e.g. a greeting). @default title */
  documentTitle?: string;
}

/** The heading block of a shell page: an h1, an optional line under it, and the browser tab title. */
export function PageHeader({ title, description, documentTitle = title }: PageHeaderProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${documentTitle} — ${t('app.name')}`);
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {description !== undefined && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
