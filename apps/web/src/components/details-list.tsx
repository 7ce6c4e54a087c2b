import type { ReactNode } from 'react';
import { Box, Text } from '@mantine/core';

export interface DetailsListProps {
  /** Label and value pairs, in order; labels must be unique (they are the keys). */
  items: readonly (readonly [label: string, value: ReactNode])[];
}

/**
 * Labelled values as a description list (`dl`): the label beside its value from the `sm` breakpoint up, above it on a
 * phone, so nothing needs a fixed-width column; long values (e-mails, names) wrap inside their cell.
 */
export function DetailsList({ items }: DetailsListProps) {
  return (
    <Box component="dl" m={0}>
      {items.map(([label, value]) => (
        <Box
          key={label}
          display="flex"
          py={6}
          style={{ flexWrap: 'wrap', columnGap: 'var(--mantine-spacing-md)', borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text component="dt" fw={600} size="sm" w={{ base: '100%', sm: 220 }} style={{ flexShrink: 0 }}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
