import { useId, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize, IconClockExclamation } from '@tabler/icons-react';
import type { WallboardCampaign } from '@atiende/shared';
import dayjs from 'dayjs';
import { ApiError } from '../../app/api';
import { PageHeader } from '../../ui/PageHeader';
import { counted } from '../../ui/plural';
import { useWallboard, useWallboardLive, type LiveState } from './wallboard.api';
import { currentWait, formatShare, formatWait, LONG_WAIT_SECONDS, spokenWait } from './wallboard.format';
import { useDarkWhileShown, useFullscreen, useSecondTick } from './wallboard.screen';
import classes from './Wallboard.module.css';

const TITLE = 'Tablero en vivo';

/**
 * The grid of cards, by the board's own width: one column on a phone, two on a desk, three on a wall; never more
 * columns than campaigns, so that one or two campaigns take the whole wall.
 */
const gridCols = (campaigns: number) => ({ base: 1, '720px': Math.min(2, campaigns), '1500px': Math.min(3, campaigns) });

/** A figure read from three metres: its label and number drawn, and said together to a screen reader ('En espera: 3'). */
function Figure({ label, value, spoken, size = 'big', long = false, children }: {
  label: string;
  value: string | number;
  /** What a screen reader says for the value, when it differs from what is drawn. */
  spoken?: string;
  size?: 'big' | 'medium';
  /** Drawn red, with a clock, past the limit it is measured against. */
  long?: boolean;
  children?: ReactNode;
}) {
  const shown = typeof value === 'number' ? value.toLocaleString('es-CO') : value;
  return (
    <div className={classes.figure}>
      <span className={classes.label} aria-hidden>{label}</span>
      <span className={classes[size]} data-long={long || undefined} aria-hidden>
        {long && <IconClockExclamation size="0.7em" stroke={2.4} />}
        {shown}
      </span>
      <VisuallyHidden>{`${label}: ${spoken ?? shown}`}</VisuallyHidden>
      {children}
    </div>
  );
}

/** The longest wait, counted up every second from the value read while anyone still waits. */
function LongestWait({ campaign, readAt }: { campaign: WallboardCampaign; readAt: number }) {
  const now = useSecondTick();
  const seconds = currentWait(campaign.espera_max_segundos, campaign.en_espera, readAt, now);
  const long = seconds > LONG_WAIT_SECONDS;
  return (
    <Figure label="Espera más larga" value={formatWait(seconds)} long={long}
      spoken={long ? `${spokenWait(seconds)}, más de 5 minutos` : spokenWait(seconds)} />
  );
}

/** The agents' states, each with the colour of its dot (a shade that shows on both schemes' cards). */
const AGENT_STATES = [
  { key: 'disponibles', label: 'Disponibles', color: 'green' },
  { key: 'en_pausa', label: 'En pausa', color: 'orange' },
  { key: 'ocupados', label: 'Ocupados', color: 'blue' },
  { key: 'desconectados', label: 'Desconectados', color: 'gray' },
] as const;

function AgentFigure({ label, color, value, children }: { label: string; color: string; value: number; children?: ReactNode }) {
  const shown = value.toLocaleString('es-CO');
  return (
    <div className={classes.figure}>
      <span className={classes.label} aria-hidden>
        <span className={classes.dot} style={{ background: `var(--mantine-color-${color}-6)` }} />
        {label}
      </span>
      <span className={classes.medium} aria-hidden>{shown}</span>
      <VisuallyHidden>{`${label}: ${shown}`}</VisuallyHidden>
      {children}
    </div>
  );
}

function CampaignCard({ campaign, readAt }: { campaign: WallboardCampaign; readAt: number }) {
  const headingId = useId();
  const breaches = campaign.sla_vencidas > 0;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg" className={classes.card}
      data-breach={breaches || undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={2} id={headingId} className={classes.campaign}>{campaign.campaign}</Title>
        {breaches && (
          <Badge color="red" variant="filled" size="xl" style={{ flexShrink: 0 }}>{counted(campaign.sla_vencidas, 'vencida')}</Badge>
        )}
      </Group>
      <div className={classes.queue}>
        <Figure label="En espera" value={campaign.en_espera} />
        <LongestWait campaign={campaign} readAt={readAt} />
        <Figure label="En gestión" value={campaign.en_gestion} />
      </div>
      <Title order={3} className={classes.section}>Agentes</Title>
      <div className={classes.agents}>
        {AGENT_STATES.map((state) => (
          <AgentFigure key={state.key} label={state.label} color={state.color} value={campaign.agentes[state.key]}>
            {state.key === 'en_pausa' && campaign.pausas.length > 0 && (
              <ul className={classes.reasons} aria-label="Motivos de pausa">
                {campaign.pausas.map((pause) => <li key={pause.motivo}>{`${pause.motivo}: ${pause.agentes.toLocaleString('es-CO')}`}</li>)}
              </ul>
            )}
          </AgentFigure>
        ))}
      </div>
      <div className={classes.service}>
        <Figure size="medium" label="SLA primera respuesta hoy" value={formatShare(campaign.sla_cumplimiento_hoy)}
          spoken={campaign.sla_cumplimiento_hoy === null ? 'sin datos' : undefined} />
        <Figure size="medium" label="CSAT hoy" value={formatShare(campaign.csat_hoy)}
          spoken={campaign.csat_hoy === null ? 'sin datos' : undefined} />
      </div>
    </Paper>
  );
}

const LIVE_BADGES: Record<LiveState, { label: string; color: string }> = {
  connecting: { label: 'Conectando…', color: 'gray' },
  live: { label: 'En vivo', color: 'green' },
  reconnecting: { label: 'Reconectando…', color: 'orange' },
  off: { label: 'Sin conexión en vivo', color: 'red' },
};

/** What the alert says of a failed read: the server's reason, or the connection. */
const problemOf = (error: Error) => (error instanceof ApiError ? error.message : 'No hay conexión con el servidor.');

const clock = (at: number) => dayjs(at).format('HH:mm:ss');

type BoardQuery = ReturnType<typeof useWallboard>;

function Board({ board }: { board: BoardQuery }) {
  if (board.isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden>Cargando el tablero…</VisuallyHidden>
        <SimpleGrid type="container" cols={gridCols(3)} spacing="lg">
          {[0, 1, 2].map((n) => <Skeleton key={n} h={420} radius="md" />)}
        </SimpleGrid>
      </div>
    );
  }
  if (board.data === undefined) {
    return (
      <Alert color="red" title="No se pudo cargar el tablero.">
        {`${problemOf(board.error!)} Se intentará de nuevo en unos segundos.`}
      </Alert>
    );
  }
  const { campaigns } = board.data;
  return (
    <>
      {board.isError && (
        <Alert color="yellow" title="No se pudo actualizar el tablero." mb="md">
          {`${problemOf(board.error)} Se muestran los datos de las ${clock(board.dataUpdatedAt)}; se intentará de nuevo en unos segundos.`}
        </Alert>
      )}
      {campaigns.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center" size="xl" c="dimmed">No hay campañas para mostrar.</Text>
        </Paper>
      ) : (
        <SimpleGrid type="container" cols={gridCols(campaigns.length)} spacing="lg">
          {campaigns.map((campaign) => <CampaignCard key={campaign.campaign_id} campaign={campaign} readAt={board.dataUpdatedAt} />)}
        </SimpleGrid>
      )}
    </>
  );
}

/** The time of the last read, and whether the queue socket is connected. */
function Freshness({ board }: { board: BoardQuery }) {
  const live = LIVE_BADGES[useWallboardLive()];
  return (
    <Group gap="sm" wrap="wrap">
      <Badge color={live.color} variant="light" size="lg">{live.label}</Badge>
      {board.dataUpdatedAt > 0 && <Text size="lg" fw={600}>{`Actualizado a las ${clock(board.dataUpdatedAt)}`}</Text>}
    </Group>
  );
}

/**
 * /wallboard: the wall of a contact centre, readable from three metres. Per campaign the queue (waiting, the longest
 * wait counting up, in progress), its agents by state and today's service level; live from the queue socket and
 * read again every 10 s. Dark while it shows; the board alone can fill the screen.
 */
export function WallboardPage() {
  useDarkWhileShown();
  const board = useWallboard();
  const screen = useFullscreen<HTMLDivElement>();
  const FullscreenIcon = screen.active ? IconArrowsMinimize : IconArrowsMaximize;
  return (
    <div ref={screen.ref} className={classes.screen}>
      <PageHeader
        title={TITLE}
        description="Colas, agentes y nivel de servicio de hoy por campaña"
        actions={(
          <>
            <Freshness board={board} />
            {screen.supported && (
              <Button variant="default" size="md" leftSection={<FullscreenIcon size={20} aria-hidden />} onClick={screen.toggle}>
                {screen.active ? 'Salir de pantalla completa' : 'Pantalla completa'}
              </Button>
            )}
          </>
        )}
      />
      <Board board={board} />
    </div>
  );
}
