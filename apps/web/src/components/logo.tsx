import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The Otklik wordmark: icon plus the product name. Decorative; callers give links their own accessible name. */
export function Logo({ size = 'lg' }: { size?: 'md' | 'lg' | 'xl' }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap" aria-hidden>
      <ThemeIcon size={size} radius="md" variant="filled">
        <IconSend size={18} stroke={2} />
      </ThemeIcon>
      <Text fw={700} size={size}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
