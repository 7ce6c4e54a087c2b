import { useState } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNotificationList } from '../hooks/use-notification-list';
import { useNotificationStatus } from '../hooks/use-notification-status';
import { useSessionLost } from '../hooks/use-session-lost';
import { deferredDialog } from '@/components/deferred-dialog';

/** The panel (a modal) loads the first time the bell is pressed; its texts are in the locale's session part. */
const NotificationPanel = deferredDialog(() => import('./notification-panel').then((module) => module.NotificationPanel), {
  fullLocale: false,
});
export interface NotificationCenterProps {
  /** The signed-in user's id (sent as `user_id`); null while unknown, which stops polling. */
  userId: string | null;
}

/**
 * The header bell and its panel:
 * - the bell polls have_notifications every 10 s and shows an unread dot while there are new ones;
 * - opening the panel with new ones (or before the list was ever loaded) fetches the list, then marks all read and
 *   clears the dot;
 * - removing the last notification closes the panel.
 */
export function NotificationCenter({ userId }: NotificationCenterProps) {
  const { t } = useTranslation();
  const onSessionLost = useSessionLost();
  const { hasNew, clear } = useNotificationStatus({ userId, onSessionLost });
  const list = useNotificationList();
  const [opened, setOpened] = useState(false);
  const [everLoaded, setEverLoaded] = useState(false);
  const [now, setNow] = useState(() => new Date());
  const unread = hasNew || list.unread;

  const open = async (): Promise<void> => {
    setNow(new Date());
    setOpened(true);
    if (!hasNew && everLoaded) return;
    if (await list.load()) {
      setEverLoaded(true);
      clear();
      setNow(new Date());
    }
  };

  const remove = async (id: string): Promise<void> => {
    if ((await list.remove(id)) === 0) setOpened(false);
  };

  const label = unread ? t('notifications.bellUnread') : t('notifications.bell');
  return (
    <>
      <Indicator disabled={!unread} color="error" size={10} offset={6} withBorder processing={false}>
        <ActionIcon variant="default" size="lg" aria-label={label} title={label} onClick={() => void open()} data-unread={unread || undefined}>
          <IconBell size={18} />
        </ActionIcon>
      </Indicator>
      <NotificationPanel
        opened={opened}
        onClose={() => setOpened(false)}
        items={list.items}
        status={list.status}
        onRemove={(id) => void remove(id)}
        now={now}
      />
    </>
  );
}
