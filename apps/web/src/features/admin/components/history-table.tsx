import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { ResponsiveTable } from '@/components/responsive-table';

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

/**
 * A titled table of a user's records in the console (a list of cards on a narrow screen, so nothing scrolls sideways),
 * or a dimmed line when none.
 */
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
        <ResponsiveTable
          label={title}
          rows={rows}
          rowKey={rowKey}
          columns={columns.map((column, i) => ({ key: column, header: column, cell: (row: T) => cells(row)[i] }))}
        />
      )}
    </Stack>
  );
}
