import type { ReactNode } from 'react';
import { Center, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Logo } from './logo';
export interface CenteredPageProps {
  /** The page heading (h1). */
  title: string;
  /** One line under the heading. */
  subtitle?: ReactNode;
  children: ReactNode;
  /** Card width in px. @default 440 */
  width?: number;
}

/**
 * The frame of the pages without the shell (no header, no sidebar: login, registration, recovery, connect,
 * not found): logo, a heading and a card in the middle of the screen.
 */
export function CenteredPage({ title, subtitle, children, width = 440 }: CenteredPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} — ${t('app.name')}`);
  return (
    <Center mih="100vh" py="xl" component="main">
      <Container size={width} w="100%">
        <Stack gap="lg">
          <Center>
            <Logo size="xl" />
          </Center>
          <Paper withBorder shadow="sm" p="xl" radius="lg">
            <Stack gap="md">
              <Stack gap={4}>
                <Title order={1} size="h2">
                  {title}
                </Title>
                {subtitle !== undefined && (
                  <Text c="dimmed" size="sm">
                    {subtitle}
                  </Text>
                )}
              </Stack>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </Center>
  );
}
