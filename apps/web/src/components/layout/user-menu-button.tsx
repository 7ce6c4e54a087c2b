import type { ComponentPropsWithRef } from 'react';
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

/** Up to two initials of a name, for the avatar ('Анна Жукова' → 'АЖ'); '?' for an empty name. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** What the user menu needs from the header. */
export interface UserMenuProps {
  userName: string;
  onHhLogout: () => void;
  onLogout: () => void;
}

/**
 * The user menu's button: initials on a phone (the name is read out all the same), the name cut to fit on a wider
 * screen, the whole name on hover.
 */
export function UserMenuButton({ userName, ...props }: ComponentPropsWithRef<'button'> & { userName: string }) {
  return (
    <UnstyledButton px={4} py={4} title={userName} {...props}>
      <Group gap={6} wrap="nowrap">
        <Avatar size={28} radius="xl" color="primary" hiddenFrom="sm" aria-hidden>
          {initialsOf(userName)}
        </Avatar>
        <Text size="sm" fw={500} maw={180} truncate className="otk-sr-only-below-sm">
          {userName}
        </Text>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
