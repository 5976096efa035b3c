import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { GestionesPorHora } from '@atiende/shared';
import { GestionListModal } from '../dashboard/GestionListModal';
import type { ReportFilterName, ReportFilters } from './report-filters';
import { formatCount } from './report-format';
import { ReportFrame } from './ReportFrame';
import { reportExports, reportLoaders, useHourGestiones } from './reports.api';

type Slot = GestionesPorHora['slots'][number];

const hourOf = (slot: Slot) => Number(slot.hora.slice(0, 2));

/** The bars of each hour and a button per hour with gestiones; both open that hour's gestiones. */
function HourBars({ report, filters }: { report: GestionesPorHora; filters: ReportFilters }) {
  const [opened, setOpened] = useState<Slot | null>(null);
  const detail = useHourGestiones(filters, opened ? hourOf(opened) : null);
  const open = (hora: string | undefined) => {
    const slot = report.slots.find((s) => s.hora === hora);
    if (slot && slot.contador > 0) setOpened(slot);
  };
  const listed = detail.data?.length ?? 0;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">{`Total de gestiones: ${formatCount(report.total_gestiones)}`}</Text>
      <BarChart
        h={300}
        data={report.slots}
        dataKey="hora"
        series={[{ name: 'contador', label: 'Gestiones', color: 'teal.6' }]}
        tickLine="y"
        xAxisProps={{ interval: 'preserveStartEnd' }}
        barProps={{
          onClick: (bar: { payload?: { hora?: string } }) => open(bar.payload?.hora),
          style: { cursor: 'pointer' },
        }}
      />
      <Group gap={6} role="group" aria-label="Ver gestiones por hora">
        {report.slots.filter((slot) => slot.contador > 0).map((slot) => (
          <Button key={slot.hora} size="compact-sm" variant="light" color="teal" onClick={() => setOpened(slot)}
            aria-label={`Ver gestiones de las ${slot.hora} (${slot.contador})`}>
            {`${slot.hora} (${formatCount(slot.contador)})`}
          </Button>
        ))}
      </Group>
      <GestionListModal
        title={opened ? `Gestiones de las ${opened.hora}` : ''}
        opened={opened !== null}
        onClose={() => setOpened(null)}
        rows={detail.data}
        loading={detail.isPending && opened !== null}
        note={opened && detail.data && opened.contador > listed
          ? `Se muestran las ${listed} más recientes de ${formatCount(opened.contador)}.` : undefined}
      />
    </Stack>
  );
}

const VARIANTS = {
  all: {
    title: 'Reporte por hora',
    definition: 'Gestiones creadas en el rango, por hora del día (hora de Bogotá). Una barra lista sus gestiones.',
    fields: ['estado', 'agents', 'campaign', 'type'] as ReportFilterName[],
    fixed: {},
  },
  whatsapp: {
    title: 'Reporte de WhatsApp por hora',
    definition: 'Gestiones de WhatsApp creadas en el rango, por hora del día (hora de Bogotá). Una barra lista sus gestiones.',
    fields: ['estado', 'agents', 'campaign'] as ReportFilterName[],
    fixed: { type: 'WhatsApp' as const },
  },
};

/** /report_for_hour, and /reports/whatsapp with the channel fixed to WhatsApp: gestiones per hour of the day. */
export function GestionesHourPage({ whatsapp = false }: { whatsapp?: boolean }) {
  const variant = VARIANTS[whatsapp ? 'whatsapp' : 'all'];
  return (
    <ReportFrame
      {...variant}
      name={whatsapp ? 'porHoraWhatsApp' : 'porHora'}
      load={reportLoaders.porHora}
      isEmpty={(data) => data.total_gestiones === 0}
      exportReport={(filters) => reportExports.gestiones(filters)}
      chartTitle="Gestiones por hora"
      chart={(data, filters) => <HourBars report={data} filters={filters} />}
    />
  );
}

/** /reports/whatsapp. */
export const WhatsAppHourPage = () => <GestionesHourPage whatsapp />;
