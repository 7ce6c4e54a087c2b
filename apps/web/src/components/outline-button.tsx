import type { MouseEvent, ReactNode } from 'react';
import { Button } from '@mantine/core';
export interface OutlineButtonProps {
  children: ReactNode;
  /** 'primary' is blue, 'delete' is red. @default 'primary' */
  kind?: 'primary' | 'delete';
  prependIcon?: ReactNode;
  appendIcon?: ReactNode;
  /** Shows a spinner; clicks are ignored (buttons ignore clicks while loading or disabled). */
  loading?: boolean;
  /** Greys the button out; clicks are ignored. */
  disabled?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  type?: 'button' | 'submit';
  fullWidth?: boolean;
}

/**
 * The outline button: primary (blue) or delete (red), optional prepend and append icons,
 * loading and disabled states that block clicks.
 */
export function OutlineButton({
  children,
  kind = 'primary',
  prependIcon,
  appendIcon,
  loading = false,
  disabled = false,
  onClick,
  type = 'button',
  fullWidth,
}: OutlineButtonProps) {
  const blocked = loading || disabled;
  return (
    <Button
      type={type}
      variant="outline"
      color={kind === 'delete' ? 'error' : 'primary'}
      leftSection={prependIcon}
      rightSection={appendIcon}
      loading={loading}
      disabled={disabled}
      aria-disabled={blocked || undefined}
      fullWidth={fullWidth}
      data-kind={kind}
      onClick={(event) => {
        // Mantine disables the element too; this guard also covers a click that lands mid-transition.
        if (blocked) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {children}
    </Button>
  );
}
