import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The Otklik wordmark: icon plus the product name (`compact`: the name only from the `xs` breakpoint up, so a 320 px
 * header fits). Decorative; callers give links their own accessible name.
 */
export function Logo({ size = 'lg', compact = false }: { size?: 'md' | 'lg' | 'xl'; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap" aria-hidden>
      <ThemeIcon size={size} radius="md" variant="filled">
        <IconSend size={18} stroke={2} />
      </ThemeIcon>
      <Text fw={700} size={size} visibleFrom={compact ? 'xs' : undefined}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
