import { Modal, Stack, Table, Text } from '@mantine/core';
import type { LeadListItem } from '@atiende/shared';
import { metadataEntries } from './lead-format';

/** 'Detalles Adicionales': what the lead arrived with (the form's message, cédula, page…) and its observations. */
export function LeadDetailsModal({ lead, onClose }: { lead: LeadListItem | null; onClose(): void }) {
  const entries = lead ? metadataEntries(lead.metadata) : [];
  const observaciones = lead?.observaciones.trim() ?? '';
  // The form's message is also the lead's observations: said once.
  const shownObservaciones = observaciones && !entries.some((entry) => entry.value.trim() === observaciones) ? observaciones : '';
  return (
    <Modal opened={lead !== null} onClose={onClose} title="Detalles Adicionales" centered size="lg">
      {lead && (
        <Stack gap="sm">
          <Text fw={600}>{lead.contact.full_name}</Text>
          {entries.length === 0 && !shownObservaciones ? (
            <Text c="dimmed" size="sm">El lead no tiene detalles adicionales.</Text>
          ) : (
            <Table withTableBorder withColumnBorders verticalSpacing="xs" data-testid="lead-metadata">
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.label}>
                    <Table.Th w={140} scope="row">{entry.label}</Table.Th>
                    <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.value}</Table.Td>
                  </Table.Tr>
                ))}
                {shownObservaciones && (
                  <Table.Tr>
                    <Table.Th w={140} scope="row">Observaciones</Table.Th>
                    <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{shownObservaciones}</Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Modal>
  );
}
