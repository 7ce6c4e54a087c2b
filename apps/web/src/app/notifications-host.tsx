import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where Mantine's toasts render (top right). A chunk of its own: the provider loads it after the first paint. */
export function NotificationsHost() {
  return <Notifications position="top-right" />;
}
