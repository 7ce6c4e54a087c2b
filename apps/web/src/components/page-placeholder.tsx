import type { ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';
import { PageHeader } from './page-header';

/**
 * A shell page whose content a later issue builds: its title and one sentence of what will be there.
 * `children` adds page-specific notes (e.g. the upsell line on /subscription?showUpsell=true).
 */
export function PagePlaceholder({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="lg" radius="md">
        <Text>{description}</Text>
        {children}
      </Paper>
    </>
  );
}
