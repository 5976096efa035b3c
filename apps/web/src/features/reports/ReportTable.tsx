import type { ReactNode } from 'react';
import { Card, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { REPORT_MSG } from '@atiende/shared';

export interface ReportColumn<T> {
  header: string;
  render(row: T): ReactNode;
  /** Figures are right-aligned, so that their digits line up. */
  numeric?: boolean;
}

interface ReportTableProps<T> {
  title: string;
  columns: ReportColumn<T>[];
  rows: T[];
  rowKey(row: T, index: number): string | number;
  /** The last row, in bold: the totals of the columns. */
  totals?: T;
  /** Buttons beside the title (an export of these rows). */
  actions?: ReactNode;
  /** Said under the table, e.g. when it lists only the newest rows. */
  note?: string;
  /** The width under which the table scrolls sideways rather than squeeze (phones). */
  minWidth?: number;
  /** Narrower gaps between the columns, for a table of many figures that should fit a laptop's screen. */
  dense?: boolean;
}

function Cells<T>({ columns, row }: { columns: ReportColumn<T>[]; row: T }) {
  return columns.map((column) => (
    <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined} style={column.numeric ? { whiteSpace: 'nowrap' } : undefined}>
      {column.render(row)}
    </Table.Td>
  ));
}

/** A report's table in its own card, with an optional totals row; it scrolls sideways on a narrow screen. */
export function ReportTable<T>({ title, columns, rows, rowKey, totals, actions, note, minWidth = 640, dense = false }: ReportTableProps<T>) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">{title}</Title>
        {actions}
      </Group>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing={dense ? 6 : undefined}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => <Table.Th key={column.header} ta={column.numeric ? 'right' : undefined}>{column.header}</Table.Th>)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => <Table.Tr key={rowKey(row, index)}><Cells columns={columns} row={row} /></Table.Tr>)}
          </Table.Tbody>
          {totals && rows.length > 0 && (
            <Table.Tfoot fw={700}>
              <Table.Tr><Cells columns={columns} row={totals} /></Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && <Text c="dimmed" ta="center" py="md">{REPORT_MSG.empty}</Text>}
      {note && <Text c="dimmed" size="sm" mt="sm">{note}</Text>}
    </Paper>
  );
}

/** The report's headline figures, one card each. */
export function SummaryCards({ items }: { items: { label: string; value: string }[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: items.length }} mb="md">
      {items.map((item) => (
        <Card key={item.label} withBorder radius="md" padding="sm">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">{item.label}</Text>
          <Text fz={24} fw={700}>{item.value}</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
