import { useState } from 'react';
import { DonutChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import type { GestionesPorBot, GestionReportItem } from '@atiende/shared';
import { formatDateTime } from '../../ui/dates';
import { RowActionButton, viewAction } from '../../ui/RowActions';
import { GestionDetailModal } from '../gestiones/GestionDetailModal';
import { GestionEstadoBadge } from '../gestiones/GestionEstadoBadge';
import type { ReportFilters } from './report-filters';
import { formatCount, formatPercent, percentOf } from './report-format';
import { ExportButton, ReportFrame } from './ReportFrame';
import { ReportTable, type ReportColumn } from './ReportTable';
import { reportExports, reportLoaders } from './reports.api';

const SLICES = [
  { enBot: true, name: 'En el bot', title: 'Gestiones en el bot', color: 'indigo.6' },
  { enBot: false, name: 'Fuera del bot', title: 'Gestiones fuera del bot', color: 'orange.6' },
] as const;

const countOf = (report: GestionesPorBot, enBot: boolean) => (enBot ? report.gestiones_en_bot : report.gestiones_fuera_bot);
const listOf = (report: GestionesPorBot, enBot: boolean) => (enBot ? report.gestiones_en_bot_list : report.gestiones_fuera_bot_list);
const totalOf = (report: GestionesPorBot) => report.gestiones_en_bot + report.gestiones_fuera_bot;

/** The pie of the two slices, with each one's count and share written beside it. */
function BotDonut({ report }: { report: GestionesPorBot }) {
  const total = totalOf(report);
  const slices = SLICES.map((slice) => ({ ...slice, value: countOf(report, slice.enBot), percent: percentOf(countOf(report, slice.enBot), total) }));
  return (
    <Group justify="center" gap="xl" wrap="wrap">
      <DonutChart
        data={slices.filter((slice) => slice.value > 0).map(({ name, value, color }) => ({ name, value, color }))}
        size={200}
        thickness={32}
        withLabels
        labelsType="percent"
        withTooltip
        tooltipDataSource="segment"
        chartLabel={formatCount(total)}
      />
      <Stack gap="xs">
        {slices.map((slice) => (
          <Group key={slice.name} gap="xs" wrap="nowrap">
            <span aria-hidden style={{ width: 12, height: 12, borderRadius: 6, background: `var(--mantine-color-${slice.color.replace('.', '-')})` }} />
            <Text size="sm">{`${slice.name}: ${formatCount(slice.value)} (${formatPercent(slice.percent)})`}</Text>
          </Group>
        ))}
        <Text size="sm" c="dimmed">{`Total: ${formatCount(total)}`}</Text>
      </Stack>
    </Group>
  );
}

function columns(onOpen: (id: number) => void): ReportColumn<GestionReportItem>[] {
  return [
    { header: 'Contacto', render: (g) => g.contacto },
    { header: 'Campaña', render: (g) => g.campana ?? '—' },
    { header: 'Estado', render: (g) => <GestionEstadoBadge estado={g.estado} /> },
    { header: 'Fecha', render: (g) => formatDateTime(g.created_date) },
    { header: 'Canal', render: (g) => g.type },
    { header: 'Acción', render: (g) => <RowActionButton {...viewAction(`gestión ${g.id}`, () => onOpen(g.id))} /> },
  ];
}

/** The two lists, each with its export and the eye that opens a gestión's detail. */
function BotLists({ report, filters }: { report: GestionesPorBot; filters: ReportFilters }) {
  const [shownId, setShownId] = useState<number | null>(null);
  const cols = columns(setShownId);
  return (
    <>
      {SLICES.map((slice) => {
        const rows = listOf(report, slice.enBot);
        const count = countOf(report, slice.enBot);
        return (
          <ReportTable
            key={slice.name}
            title={slice.title}
            columns={cols}
            rows={rows}
            rowKey={(g) => g.id}
            actions={<ExportButton label={`Exportar ${slice.name.toLowerCase()}`} disabled={count === 0}
              onExport={() => reportExports.gestiones(filters, slice.enBot)} />}
            note={count > rows.length ? `Se muestran las ${rows.length} más recientes de ${formatCount(count)}.` : undefined}
          />
        );
      })}
      <GestionDetailModal gestionId={shownId} onClose={() => setShownId(null)} />
    </>
  );
}

/** /report_for_bot: 'Ingresados al Bot', the gestiones that went through the bot against those that did not. */
export function BotReportPage() {
  return (
    <ReportFrame
      title="Ingresados al Bot"
      definition="Gestiones creadas en el rango que pasaron por el bot y las que no, con las más recientes de cada grupo."
      name="porBot"
      fields={['estado', 'agents', 'campaign']}
      load={reportLoaders.porBot}
      isEmpty={(data) => totalOf(data) === 0}
      exportReport={(filters) => reportExports.gestiones(filters)}
      chartTitle="En el bot y fuera del bot"
      chart={(data) => <BotDonut report={data} />}
      tables={(data, filters) => <BotLists report={data} filters={filters} />}
    />
  );
}
