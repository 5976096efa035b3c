import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Badge, Button, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { PAUSE_REASON_LABELS, SESSIONS_EXPORT_FILE, type SessionHistoryEntry } from '@atiende/shared';
import { downloadFrom } from '../../app/api.client';
import { DataTable, type Column } from '../../ui/DataTable';
import { DateRangeFilter, dateRangeParams, rangeProblem, useUrlDateRange, type DateRange } from '../../ui/DateRangeFilter';
import { notifyError } from '../../ui/notices';
import { formatDateTime } from '../../ui/dates';
import { PageHeader } from '../../ui/PageHeader';
import { useUser } from '../users/users.api';
import { queryKeys } from '../../app/query-keys';

type Pause = SessionHistoryEntry['pauses'][number];

const ONE_LINE = { whiteSpace: 'nowrap' } as const;

function OneLine({ text }: { text: string }) {
  return <Text size="sm" style={ONE_LINE}>{text}</Text>;
}

function pauseLabel(reason: string): string {
  return PAUSE_REASON_LABELS[reason as keyof typeof PAUSE_REASON_LABELS] ?? reason;
}

function PauseList({ pauses }: { pauses: Pause[] }) {
  if (pauses.length === 0) return <Text size="sm" c="dimmed">Sin pausas</Text>;
  return (
    <Stack gap={2}>
      {pauses.map((pause) => {
        const text = `${pauseLabel(pause.reason)} (${pause.time_range})`;
        if (!pause.comment) return <OneLine key={pause.id} text={text} />;
        return (
          <Tooltip key={pause.id} label={pause.comment} multiline maw={320} withArrow>
            <Text size="sm" td="underline" style={{ ...ONE_LINE, textDecorationStyle: 'dotted', cursor: 'help' }} tabIndex={0}>
              {text}
            </Text>
          </Tooltip>
        );
      })}
    </Stack>
  );
}

const COLUMNS: Column<SessionHistoryEntry>[] = [
  { header: 'Usuario', render: (s) => s.user },
  { header: 'Hora de Login', render: (s) => <OneLine text={formatDateTime(s.login_time)} /> },
  {
    header: 'Hora de Logout',
    render: (s) => (s.logout_time ? <OneLine text={formatDateTime(s.logout_time)} /> : <Badge color="green" variant="light" tt="none">En curso</Badge>),
  },
  { header: 'Duración de Sesión', render: (s) => s.session_duration },
  { header: 'Tiempo Total de Pausa', render: (s) => s.total_pause_time },
  { header: 'Tiempo Neto de Trabajo', render: (s) => s.net_work_time },
  { header: 'Pausas', render: (s) => <PauseList pauses={s.pauses} /> },
];

/** 'Exportar a Excel': every session of the list's user and days, as an .xlsx. */
function ExportButton({ userId, range }: { userId: number; range: DateRange }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadFrom('/session_history/user_session_history/exportar-excel/', SESSIONS_EXPORT_FILE, {
        query: { contact_id: userId, ...dateRangeParams(range) },
      });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" color="teal" leftSection={<IconDownload size={16} />} loading={busy} disabled={!!rangeProblem(range)} onClick={run}>
      Exportar a Excel
    </Button>
  );
}

/** /sessionList/{id}: the sign-ins and pauses of one user. */
export function SessionHistoryPage() {
  const userId = Number(useParams().id);
  const navigate = useNavigate();
  const user = useUser(userId);
  const [range, setRange] = useUrlDateRange();
  // A tab opened on this address has nothing to go back to.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/dashboard'));

  return (
    <>
      <PageHeader
        title="Historial de conexión"
        description={user.data ? user.data.get_full_name || user.data.username : undefined}
        actions={
          <>
            <ExportButton userId={userId} range={range} />
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>Volver</Button>
          </>
        }
      />
      <DataTable<SessionHistoryEntry>
        path="/session_history/user_session_history/"
        keys={queryKeys.sessions}
        columns={COLUMNS}
        searchable={false}
        params={{ contact_id: userId, ...dateRangeParams(range) }}
        toolbar={<DateRangeFilter value={range} onChange={setRange} />}
      />
    </>
  );
}
