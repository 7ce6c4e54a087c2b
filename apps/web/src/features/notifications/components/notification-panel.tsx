import { Anchor, Box, CloseButton, Group, Stack, Text } from '@mantine/core';
import { LoadState } from '@/components/load-state';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppModal } from '@/components/app-modal';
import { PATHS } from '@/lib/paths';
import type { NotificationListStatus, PanelNotification } from '../hooks/use-notification-list';
import { relativeTime } from '../relative-time';
export interface NotificationPanelProps {
  opened: boolean;
  onClose: () => void;
  items: PanelNotification[];
  status: NotificationListStatus;
  onRemove: (id: string) => void;
  /** The current time, for the relative times. */
  now: Date;
}

/**
 * The notification modal: titled 'Уведомления'; each item shows its title,
 * description, relative time ('N мин назад', 'N ч назад', 'N дн назад') and the vacancy link, and can be removed;
 * the empty state reads 'У вас нет новых уведомлений'. Items arrive newest first.
 */
export function NotificationPanel({ opened, onClose, items, status, onRemove, now }: NotificationPanelProps) {
  const { t } = useTranslation();
  const timeKey = { minutes: 'notifications.minutesAgo', hours: 'notifications.hoursAgo', days: 'notifications.daysAgo' } as const;

  let body;
  if (status === 'loading' && items.length === 0) {
    body = <LoadState state="loading" label={t('notifications.loading')} />;
  } else if (status === 'failed' && items.length === 0) {
    body = <Text size="sm">{t('notifications.loadFailed')}</Text>;
  } else if (items.length === 0) {
    body = (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {t('notifications.empty')}
      </Text>
    );
  } else {
    body = (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('notifications.title')}>
        {items.map((item) => {
          const ago = relativeTime(item.created_time, now);
          return (
            <Box component="li" key={item.id} p="sm" bd="1px solid var(--mantine-color-default-border)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Text fw={item.isRead ? 500 : 700} size="sm">
                    {item.title}
                  </Text>
                  <Text size="sm">{item.description}</Text>
                  <Group gap="sm">
                    <Text size="xs" c="dimmed" component="time" dateTime={item.created_time}>
                      {t(timeKey[ago.unit], { count: ago.value })}
                    </Text>
                    {item.vacancy_link !== null && (
                      <Anchor href={item.vacancy_link} target="_blank" rel="noopener noreferrer" size="xs">
                        {t('notifications.openVacancy')} <IconExternalLink size={12} aria-hidden />
                      </Anchor>
                    )}
                    {item.vacancy_link !== null && (
                      <Anchor component={Link} to={`${PATHS.interview}?vacancy_link=${encodeURIComponent(item.vacancy_link)}`} onClick={onClose} size="xs">
                        {t('notifications.addInterview')}
                      </Anchor>
                    )}
                  </Group>
                </Stack>
                <CloseButton size="sm" aria-label={t('notifications.remove', { title: item.title })} onClick={() => onRemove(item.id)} />
              </Group>
            </Box>
          );
        })}
      </Stack>
    );
  }

  return (
    <AppModal opened={opened} onClose={onClose} title={t('notifications.title')}>
      {body}
    </AppModal>
  );
}
