import type { ReactNode } from 'react';
import { Stack, Table, Text, Title } from '@mantine/core';

export interface HistoryTableProps<T> {
  /** The section's heading. */
  title: string;
  /** What shows instead of the table when there are no rows. */
  empty: string;
  /** Column headings, in order. */
  columns: readonly string[];
  rows: readonly T[];
  /** A stable React key of a row (its id). */
  rowKey: (row: T) => string;
  /** The row's cells, one per column. */
  cells: (row: T) => readonly ReactNode[];
}

/** A titled, striped, horizontally scrolling table of a user's records in the console, or a dimmed line when none. */
export function HistoryTable<T>({ title, empty, columns, rows, rowKey, cells }: HistoryTableProps<T>) {
  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {cells(row).map((cell, i) => (
                    <Table.Td key={columns[i] ?? i}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
