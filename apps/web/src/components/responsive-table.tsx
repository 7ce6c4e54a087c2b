import type { ReactNode } from 'react';
import { Box, Card, Stack, Table, Text, em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** One column of a {@link ResponsiveTable}: its header and how a row shows in it. */
export interface ResponsiveColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface ResponsiveTableProps<Row> {
  columns: readonly ResponsiveColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Names the table and the list for assistive technology. */
  label: string;
}

/** Viewport width from which rows show as a table, in px (Mantine's `md`). */
const TABLE_MIN_WIDTH_PX = 992;

/**
 * A table from the `md` breakpoint up; below it, a list with one card per row, each value under its column's name, so a
 * phone never scrolls a table sideways. The table is never wider than its container: its cells wrap, so nothing
 * scrolls and no region needs to take focus for a keyboard to reach it.
 */
export function ResponsiveTable<Row>({ columns, rows, rowKey, label }: ResponsiveTableProps<Row>) {
  const wide = useMediaQuery(`(min-width: ${em(TABLE_MIN_WIDTH_PX)})`, false, { getInitialValueInEffect: false });
  if (wide) {
    return (
      <Table striped verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} style={{ overflowWrap: 'anywhere' }}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  return (
    <Stack gap="sm" component="ul" aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row) => (
        <Card key={rowKey(row)} component="li" withBorder radius="md" padding="sm">
          <Stack gap={6} component="dl" m={0}>
            {columns.map((column) => (
              <div key={column.key}>
                <Text component="dt" size="xs" fw={600}>
                  {column.header}
                </Text>
                <Box component="dd" m={0} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {column.cell(row)}
                </Box>
              </div>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
