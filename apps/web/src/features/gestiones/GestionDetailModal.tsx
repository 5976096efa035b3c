import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from '../../ui/use-form';
import { Alert, Button, Divider, Group, Modal, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { GestionUpdate, formatPhone } from '@atiende/shared';
import { formatDateTime } from '../../ui/dates';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { notifySuccess } from '../../ui/notices';
import { GestionEstadoBadge } from './GestionEstadoBadge';
import { GestionFields } from './GestionFields';
import { TYPIFICATION_RULES, typificationDraft, typificationOf, typificationPayload, type TypificationValues } from './gestion-form';
import { CITY_OPTIONS, ESTADOS, GESTION_UPDATED, updateGestion, useGestion, type GestionEstado, type GestionRead } from './gestiones.api';
import { queryKeys } from '../../app/query-keys';
import { GestionSurveys } from '../surveys/GestionSurveys';

/** Estados an agent may leave an open gestión in; VENCIDO is set by the server only. */
const EDITABLE_ESTADOS = (['EN_GESTION', 'PENDIENTE', 'FINALIZADO'] as GestionEstado[]).map((value) => ({
  value,
  label: ESTADOS[value].label,
}));

/** Seconds as 'H h M min' (or 'M min S s' under an hour). */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || seconds < 0) return '—';
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes} min ${Math.floor(seconds % 60)} s`;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">{label}</Text>
      <Text size="sm" component="div">{children || '—'}</Text>
    </div>
  );
}

function nextContact(gestion: GestionRead): string {
  if (!gestion.fecha_proximo_contacto) return '';
  return [gestion.fecha_proximo_contacto, gestion.hora_proximo_contacto?.slice(0, 5)].filter(Boolean).join(' ');
}

function Details({ gestion }: { gestion: GestionRead }) {
  const campaigns = gestion.campaigns.length ? gestion.campaigns : gestion.campaign ? [gestion.campaign] : [];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
      <Field label="Fecha">{formatDateTime(gestion.created_date)}</Field>
      <Field label="Estado"><GestionEstadoBadge estado={gestion.estado} /></Field>
      <Field label="Contacto">{gestion.contacto.get_full_name}</Field>
      <Field label="Teléfono">{formatPhone(gestion.contacto.phone)}</Field>
      <Field label="Campaña">{campaigns.map((c) => c.name).join(', ')}</Field>
      <Field label="Canal de Comunicación">{gestion.type}</Field>
      <Field label="Tipo de Gestión">{gestion.tipo_gestion?.name}</Field>
      <Field label="Agente">{gestion.agent?.get_full_name}</Field>
      <Field label="Resultado">{gestion.calificacion?.name}</Field>
      <Field label="Calificación">{gestion.descripcion?.name}</Field>
      <Field label="¿Lead?">{gestion.isLead ? 'Sí' : 'No'}</Field>
      <Field label="Ciudad">{CITY_OPTIONS.find((c) => c.value === gestion.ciudad)?.label ?? gestion.ciudad}</Field>
      <Field label="Placa">{gestion.placa}</Field>
      <Field label="Próximo contacto">{nextContact(gestion)}</Field>
      <Field label="Fecha de finalización">{gestion.fecha_finalizacion && formatDateTime(gestion.fecha_finalizacion)}</Field>
      <Field label="Duración de la gestión">{formatDuration(gestion.duration_gestion)}</Field>
    </SimpleGrid>
  );
}

interface EditValues extends TypificationValues {
  estado: GestionEstado;
}

/** Estado, Resultado, Calificación and Observaciones of an open gestión. */
function EditForm({ gestion, onSaved }: { gestion: GestionRead; onSaved(): void }) {
  const queryClient = useQueryClient();
  const form = useForm<EditValues>({
    initialValues: { estado: gestion.estado as GestionEstado, ...typificationOf(gestion) },
    validate: schemaValidator(
      GestionUpdate, (values: EditValues) => ({ estado: values.estado, ...typificationDraft(values) }), TYPIFICATION_RULES,
    ),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await updateGestion(gestion.id, { estado: values.estado, ...typificationPayload(values) });
      notifySuccess(GESTION_UPDATED);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.gestiones.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
      onSaved();
    } catch (error) {
      showServerErrors(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select label="Estado" data={EDITABLE_ESTADOS} allowDeselect={false} {...form.getInputProps('estado')} />
        <GestionFields form={form} campaignId={gestion.campaign ? String(gestion.campaign.id) : null} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>Guardar</Button>
        </Group>
      </Stack>
    </form>
  );
}

function DetailBody({ id, editable, onClose }: { id: number; editable: boolean; onClose(): void }) {
  const { data: gestion, isPending, error } = useGestion(id);
  if (isPending) return <Skeleton height={240} radius="md" />;
  if (error) return <Alert color="red">{error.message}</Alert>;
  const canEdit = editable && gestion.estado === 'EN_GESTION';
  return (
    <Stack gap="md">
      <Details gestion={gestion} />
      {canEdit ? (
        <>
          <Divider label="Editar gestión" labelPosition="left" />
          <EditForm gestion={gestion} onSaved={onClose} />
        </>
      ) : (
        <Field label="Observaciones">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{gestion.observaciones}</Text>
        </Field>
      )}
      <GestionSurveys gestionId={gestion.id} />
    </Stack>
  );
}

interface GestionDetailModalProps {
  /** The gestión shown; null keeps the dialog closed. */
  gestionId: number | null;
  /** Offer the edit form when the gestión is still EN_GESTION. */
  editable?: boolean;
  onClose(): void;
}

/** The gestión detail dialog used by the histories, the dashboard lists and the reports. */
export function GestionDetailModal({ gestionId, editable = false, onClose }: GestionDetailModalProps) {
  return (
    <Modal opened={gestionId !== null} onClose={onClose} title="Detalle de la Gestión" size="lg" centered>
      {gestionId !== null && <DetailBody id={gestionId} editable={editable} onClose={onClose} />}
    </Modal>
  );
}
