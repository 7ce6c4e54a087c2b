import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppModal } from './app-modal';

export interface ErrorModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What went wrong and what the user can do about it. */
  message: ReactNode;
  /** Further actions beside 'Понятно' (retry, another payment method, support). */
  actions?: ReactNode;
  /** Keeps the dialog open until the user picks an action (no overlay close, no close button). */
  preventClose?: boolean;
  /** Width in px. @default 480 */
  width?: number;
}

/**
 * The error modal form, on the generic modal (480 px, closes on the overlay or the close
 * button unless `preventClose`): for failures that need the user to act, where an inline alert is not enough. The
 * message is announced as an alert; 'Понятно' closes it.
 */
export function ErrorModal({ opened, onClose, title, message, actions, preventClose = false, width }: ErrorModalProps) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} title={title} preventClose={preventClose} width={width}>
      <Stack gap="md">
        <Group align="flex-start" wrap="nowrap" gap="sm" role="alert">
          <ThemeIcon color="error" variant="light" size="lg" radius="xl" aria-hidden>
            <IconAlertTriangle size={18} />
          </ThemeIcon>
          <Text component="div" size="sm" style={{ flex: 1 }}>
            {message}
          </Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          {actions}
          <Button variant={actions === undefined ? 'filled' : 'default'} onClick={onClose}>
            {t('widgets.understood')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
