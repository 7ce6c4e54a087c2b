import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Default width of a dialog, in px: 480. */
export const MODAL_DEFAULT_WIDTH_PX = 480;
export interface AppModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Width in px. @default 480 */
  width?: number;
  /** Keeps the dialog open on overlay clicks and Escape, and hides the close button. */
  preventClose?: boolean;
}

/**
 * The generic modal (Mantine Modal): 480 px wide by default, closes on an overlay click, the
 * close button or Escape unless `preventClose` is set, and locks body scrolling while open.
 */
export function AppModal({ opened, onClose, title, children, width = MODAL_DEFAULT_WIDTH_PX, preventClose = false }: AppModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={width}
      centered
      lockScroll
      closeOnClickOutside={!preventClose}
      closeOnEscape={!preventClose}
      withCloseButton={!preventClose}
      closeButtonProps={{ 'aria-label': t('widgets.close') }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Modal>
  );
}
