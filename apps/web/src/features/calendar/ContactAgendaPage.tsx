import { Link, useParams } from 'react-router';
import { Alert, Button, Paper, Skeleton, Table, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { AGENDA_MAX_DAYS, AGENDA_TYPE_LABELS, CALENDAR_MSG, CONTACT_MSG } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { PageHeader } from '../../ui/PageHeader';
import { useContact } from '../contacts/contacts.api';
import { displayName } from '../contacts/contact-fields';
import { addDays, bogotaParts, dayLabel, entryTime } from './calendar.dates';
import { useContactAgenda } from './calendar.api';
import { AgendaEntryLink } from './AgendaEntryLink';
import classes from './Calendar.module.css';

/**
 * /contact/calendar/{id}, the contact hub's 'Agenda': the contact's next contacts and case visits from today on,
 * as far as one agenda call reaches (62 days), each opening its record.
 */
export function ContactAgendaPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const contact = useContact(valid ? id : null);
  const today = bogotaParts(new Date()).day;
  const agenda = useContactAgenda(valid ? id : null, { desde: today, hasta: addDays(today, AGENDA_MAX_DAYS - 1) });
  const missing = !valid || (contact.error instanceof ApiError && contact.error.status === 404);
  const entries = agenda.data?.results ?? [];

  return (
    <>
      <PageHeader
        title="Agenda"
        description={contact.data ? `${displayName(contact.data)} · próximos ${AGENDA_MAX_DAYS} días` : undefined}
        actions={
          <Button variant="default" component={Link} to={valid ? `/contact/${id}` : '/contacts'} leftSection={<IconArrowLeft size={18} />}>
            Volver
          </Button>
        }
      />
      {missing ? (
        <Alert color="red">{CONTACT_MSG.contactNotFound}</Alert>
      ) : agenda.isError ? (
        <Alert color="red">{CALENDAR_MSG.loadFailed}</Alert>
      ) : agenda.isPending ? (
        <Skeleton height={160} radius="md" />
      ) : entries.length === 0 ? (
        <Paper withBorder radius="md" p="lg"><Text c="dimmed" ta="center">{CALENDAR_MSG.emptyUpcoming}</Text></Paper>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="contact-agenda">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Hora</Table.Th>
                  <Table.Th>Tipo</Table.Th>
                  <Table.Th>Actividad</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={`${entry.tipo}-${entry.id}`}>
                    <Table.Td>{dayLabel(bogotaParts(entry.inicio).day)}</Table.Td>
                    <Table.Td>{entryTime(entry) || 'Todo el día'}</Table.Td>
                    <Table.Td>{AGENDA_TYPE_LABELS[entry.tipo]}</Table.Td>
                    <Table.Td><AgendaEntryLink entry={entry} withTime={false} className={classes.wraps} /></Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </>
  );
}
