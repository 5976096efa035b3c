import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isNotFound, useRouteId } from '../../ui/route-id';
import { NotFoundState } from '../errors/NotFoundPage';
import dayjs from 'dayjs';
import { Alert, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarWeek, IconDeviceFloppy, IconForms } from '@tabler/icons-react';
import { CAMPAIGN_MSG, hourText, PERMISSIONS } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { PageHeader } from '../../ui/PageHeader';
import { notifyErrorMessage } from '../../ui/notices';
import { todayIso } from '../../ui/dates';
import { dayText, mondayOf, weekdayLabel, weekdayOf } from './availability';
import { useAvailability, useCampaign } from './campaigns.api';
import { ExceptionManualForm, RecurrentManualForm } from './ManualSlotForms';
import { ExceptionSlotsTable, RecurrentSlotsTable } from './SlotsTable';
import { useAvailabilityDraft } from './useAvailabilityDraft';
import { WeekGrid } from './WeekGrid';

type Mode = 'recurrent' | 'exceptions';

const MODES = [
  { value: 'recurrent', label: 'Recurrente' },
  { value: 'exceptions', label: 'Excepciones' },
];

const cellHours = (hour: number) => `${hourText(hour)} a ${hourText(hour + 1)}`;

/** /campaign/availability/{id}: weekly recurrent slots and dated exceptions, chosen on a grid or by hand. */
export function AvailabilityPage() {
  const routeId = useRouteId();
  const campaignId = routeId ?? 0;
  const canEdit = hasPermission(useMe(), PERMISSIONS.campaignsManage);
  const campaign = useCampaign(campaignId);
  const availability = useAvailability(campaignId);
  const draft = useAvailabilityDraft(campaignId, availability.data);
  const [mode, setMode] = useState<Mode>('recurrent');
  const [monday, setMonday] = useState(() => mondayOf(dayjs()));
  const missing = routeId === null || isNotFound(campaign.error) || isNotFound(availability.error);
  const failed = availability.isError && !missing;

  useEffect(() => {
    if (failed) notifyErrorMessage(CAMPAIGN_MSG.availabilityLoadFailed);
  }, [failed]);
  if (missing) return <NotFoundState />;

  const recurrent = mode === 'recurrent';
  const cell = recurrent ? draft.recurrentCell : draft.exceptionCell;
  const pendingTotal = draft.pendingCount.recurrent + draft.pendingCount.exceptions;
  const otherPending = recurrent ? draft.pendingCount.exceptions : draft.pendingCount.recurrent;

  return (
    <>
      <PageHeader
        title="Disponibilidad"
        description={campaign.data?.name}
        actions={<Button variant="default" component={Link} to="/campaign">Volver</Button>}
      />
      {failed ? (
        <Alert color="red" title="Lo Sentimos,">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{CAMPAIGN_MSG.availabilityLoadFailed}</Text>
            {availability.isError && <Button size="xs" variant="light" color="red" onClick={() => availability.refetch()}>Reintentar</Button>}
          </Stack>
        </Alert>
      ) : (
        <Stack>
          <Paper withBorder p="md" radius="md">
            <Group justify="space-between" mb="md" wrap="wrap">
              <SegmentedControl aria-label="Tipo de disponibilidad" data={MODES} value={mode}
                onChange={(value) => setMode(value as Mode)} />
              <Text size="sm" c="dimmed">
                {recurrent
                  ? 'Cada casilla es ese día de la semana y esa hora, todas las semanas.'
                  : 'Cada casilla es esa fecha y esa hora.'}
              </Text>
            </Group>
            <Tabs defaultValue="calendar">
              <Tabs.List mb="md">
                <Tabs.Tab value="calendar" leftSection={<IconCalendarWeek size={16} />}>Calendario</Tabs.Tab>
                <Tabs.Tab value="manual" leftSection={<IconForms size={16} />}>Manual</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="calendar">
                {availability.isPending ? <Skeleton height={420} /> : (
                  <WeekGrid
                    monday={monday}
                    onWeekChange={setMonday}
                    stateOf={cell.stateOf}
                    onCellClick={cell.toggle}
                    disabled={!canEdit}
                    isClosed={recurrent ? undefined : (date) => date.format('YYYY-MM-DD') < todayIso()}
                    showBase={!recurrent}
                    labelOf={(date, hour) =>
                      recurrent
                        ? `${weekdayLabel(weekdayOf(date))} ${cellHours(hour)}`
                        : `${weekdayLabel(weekdayOf(date))} ${dayText(date.format('YYYY-MM-DD'))} ${cellHours(hour)}`}
                  />
                )}
              </Tabs.Panel>
              <Tabs.Panel value="manual">
                {recurrent
                  ? <RecurrentManualForm onAdd={draft.addRecurrent} disabled={!canEdit} />
                  : <ExceptionManualForm onAdd={draft.addException} disabled={!canEdit} />}
              </Tabs.Panel>
            </Tabs>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Group justify="space-between" mb="sm" wrap="wrap">
              <Stack gap={0}>
                <Title order={2} size="h4">{recurrent ? 'Horarios recurrentes' : 'Excepciones'}</Title>
                {otherPending > 0 && (
                  <Text size="xs" c="dimmed">
                    {recurrent
                      ? `También hay ${otherPending} excepción(es) sin guardar; Guardar las incluye.`
                      : `También hay ${otherPending} horario(s) recurrente(s) sin guardar; Guardar los incluye.`}
                  </Text>
                )}
              </Stack>
              {canEdit && (
                <Button leftSection={<IconDeviceFloppy size={16} />} loading={draft.saving} disabled={pendingTotal === 0}
                  onClick={() => void draft.save()}>
                  Guardar
                </Button>
              )}
            </Group>
            {availability.isPending ? <Skeleton height={120} /> : recurrent ? (
              <RecurrentSlotsTable rows={draft.recurrentRows} canEdit={canEdit} removingKey={draft.removingKey}
                onRemove={(row) => void draft.removeRow(row, 'recurrent')} />
            ) : (
              <ExceptionSlotsTable rows={draft.exceptionRows} canEdit={canEdit} removingKey={draft.removingKey}
                onRemove={(row) => void draft.removeRow(row, 'exception')} />
            )}
          </Paper>
        </Stack>
      )}
    </>
  );
}
