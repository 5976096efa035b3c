import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import '@mantine/charts/styles.css';
import { Alert, Button, Center, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { REPORT_MSG } from '@atiende/shared';
import { FilterActions } from '../../ui/FilterActions';
import { rangeProblem } from '../../ui/DateRangeFilter';
import { notifyError } from '../../ui/notices';
import { PageHeader } from '../../ui/PageHeader';
import { useAddressDraft } from '../../ui/use-url-param';
import {
  EMPTY_REPORT_DRAFT, reportDraftFromSearch, reportFiltersOf, reportRangeMissing, searchWithReportDraft,
  type ReportFilterName, type ReportFilters,
} from './report-filters';
import { ReportFilterFields } from './ReportFilterFields';
import { useReport } from './reports.api';

export interface ReportFrameProps<D> {
  title: string;
  /** What the report measures and how, shown under the title. */
  definition: string;
  /** Names the report's answers in the query cache. */
  name: string;
  /** The filters the page offers besides the range. */
  fields: readonly ReportFilterName[];
  /** Filters the page always sends, whatever the address says (the WhatsApp variant's channel). */
  fixed?: Partial<Pick<ReportFilters, 'type'>>;
  load(filters: ReportFilters): Promise<D>;
  /** Whether the answer has nothing to draw: the empty text is shown instead. */
  isEmpty(data: D): boolean;
  emptyText?: string;
  /** The report's spreadsheet; its button works once a report is shown. */
  exportReport?(filters: ReportFilters): Promise<void>;
  chartTitle: string;
  chart(data: D, filters: ReportFilters): ReactNode;
  /** The tables under the chart, each its own card (see ReportTable). */
  tables?(data: D, filters: ReportFilters): ReactNode;
}

/** A button that downloads a spreadsheet, busy while it comes. */
export function ExportButton({ onExport, disabled = false, label = 'Exportar a Excel' }: {
  onExport(): Promise<void>; disabled?: boolean; label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await onExport();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" leftSection={<IconDownload size={16} />} disabled={disabled} loading={busy} onClick={() => void start()}>
      {label}
    </Button>
  );
}

/**
 * Every report page: the filters card (applied in the address, so reload and Volver keep them) with Consultar
 * and Borrar, nothing asked without both days, then the chart card and the tables; the export and Volver in
 * the header.
 */
export function ReportFrame<D>(props: ReportFrameProps<D>) {
  const { title, definition, name, fields, fixed, load, isEmpty, emptyText = REPORT_MSG.noData, exportReport, chartTitle, chart, tables } = props;
  const { applied, draft, setDraft, apply } = useAddressDraft(reportDraftFromSearch, searchWithReportDraft);
  const [missingRange, setMissingRange] = useState(false);
  const filters = reportFiltersOf(applied, fields, fixed);
  const report = useReport(name, filters, load);
  const shown = filters !== null && report.data !== undefined && !isEmpty(report.data) ? { data: report.data, filters } : null;

  const consult = () => {
    const missing = reportRangeMissing(draft.range);
    setMissingRange(missing);
    if (missing || rangeProblem(draft.range)) return;
    apply(draft);
  };
  const clear = () => {
    setMissingRange(false);
    setDraft(EMPTY_REPORT_DRAFT);
    apply(EMPTY_REPORT_DRAFT);
  };

  return (
    <>
      <PageHeader
        title={title}
        description={definition}
        actions={
          <>
            {exportReport && <ExportButton disabled={shown === null} onExport={() => exportReport(shown!.filters)} />}
            <Button variant="default" component={Link} to="/reports" leftSection={<IconArrowLeft size={18} />}>Volver</Button>
          </>
        }
      />
      <Paper withBorder p="md" radius="md" mb="md">
        <form onSubmit={(event) => { event.preventDefault(); consult(); }}>
          <ReportFilterFields draft={draft} onChange={setDraft} fields={fields} />
          {missingRange && <Alert color="red" mt="sm" role="alert">{REPORT_MSG.dateRangeRequired}</Alert>}
          <FilterActions onClear={clear} />
        </form>
      </Paper>
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">{chartTitle}</Title>
          {filters === null ? <Center h={200}><Text c="dimmed" ta="center">Elija un rango de fechas y pulse Consultar.</Text></Center>
            : report.isPending ? <Skeleton h={300} aria-label="Cargando el reporte" />
              : report.isError ? <Alert color="red">{report.error.message}</Alert>
                : shown === null ? <Center h={200}><Text c="dimmed">{emptyText}</Text></Center>
                  : chart(shown.data, shown.filters)}
        </Paper>
        {tables && filters !== null && report.isPending && <Skeleton h={160} radius="md" />}
        {tables && shown && tables(shown.data, shown.filters)}
      </Stack>
    </>
  );
}
