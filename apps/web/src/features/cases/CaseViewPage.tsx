import { useState } from 'react';
import { Link } from 'react-router';
import {
  Anchor, Button, Center, Grid, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Table, Tabs, Text, UnstyledButton,
} from '@mantine/core';
import { IconClipboardText, IconFileTypePdf, IconPencil, IconPhotoOff, IconTools } from '@tabler/icons-react';
import { CASE_MSG, CASE_TRAVEL_SERVICE, PERMISSIONS, type CaseRead } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { PageHeader } from '../../ui/PageHeader';
import { formatDateTime } from '../../ui/dates';
import { CaseActions } from './CaseActions';
import { EstadoBadge } from './CaseCard';
import { MaterialsModal, ReportModal } from './CaseWorkModals';
import { clientsText, formatDay, formatDuration, namesOf } from './case-format';
import { caseFileUrl, caseReportPdfUrl } from './cases.api';
import { useCaseOfPage } from './CaseFormPage';
import { NotFoundState } from '../errors/NotFoundPage';

/** /casos/view/{id}: tabs Detalles del Caso, Gestiones del Caso, Informe and Materiales. */
export function CaseViewPage() {
  const { item, missing } = useCaseOfPage();
  const canEdit = hasPermission(useMe(), PERMISSIONS.casesManage);
  const [open, setOpen] = useState<'materiales' | 'informe' | null>(null);
  if (missing) return <NotFoundState />;
  if (!item) return <Skeleton height={320} radius="md" />;
  const atWork = item.estado === 'EN_PROCESO' && item.puede_gestionar;
  return (
    <>
      <PageHeader
        title={item.name}
        description={item.tipo_visita ?? undefined}
        actions={
          <>
            <EstadoBadge estado={item.estado} />
            {canEdit && item.estado !== 'FINALIZADO' && (
              <Button component={Link} to={`/casos/update/${item.id}`} variant="default" leftSection={<IconPencil size={16} />}>Editar</Button>
            )}
          </>
        }
      />
      <Group mb="md" gap="xs">
        <CaseActions item={item} size="sm" />
        {atWork && (
          <>
            <Button size="sm" variant="default" leftSection={<IconTools size={14} />} onClick={() => setOpen('materiales')}>Materiales</Button>
            <Button size="sm" variant="default" leftSection={<IconClipboardText size={14} />} onClick={() => setOpen('informe')}>Informe</Button>
          </>
        )}
      </Group>
      <Paper withBorder radius="md" p="md">
        <Tabs defaultValue="detalles" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="detalles">Detalles del Caso</Tabs.Tab>
            <Tabs.Tab value="gestiones">Gestiones del Caso</Tabs.Tab>
            <Tabs.Tab value="informe">Informe</Tabs.Tab>
            <Tabs.Tab value="materiales">Materiales</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="detalles"><Details item={item} /></Tabs.Panel>
          <Tabs.Panel value="gestiones"><History item={item} /></Tabs.Panel>
          <Tabs.Panel value="informe"><Report item={item} /></Tabs.Panel>
          <Tabs.Panel value="materiales"><Materials item={item} /></Tabs.Panel>
        </Tabs>
      </Paper>
      {open === 'materiales' && <MaterialsModal item={item} opened onClose={() => setOpen(null)} />}
      {open === 'informe' && <ReportModal item={item} report={item.informe} opened onClose={() => setOpen(null)} />}
    </>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">{label}</Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

function Details({ item }: { item: CaseRead }) {
  const [main, setMain] = useState(0);
  const images = item.images.map((image) => caseFileUrl(image.image));
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field label="Creación">{formatDateTime(item.created_date)}</Field>
          <Field label="Tipo de servicio">{item.tipo_servicio ?? CASE_MSG.noServiceType}</Field>
          <Field label="Tipo de visita">{item.tipo_visita ?? '—'}</Field>
          <Field label="Asignado para">{item.fecha_asignacion ? `${formatDay(item.fecha_asignacion)} ${item.hora_entrada ?? ''} – ${item.hora_salida ?? ''}` : '—'}</Field>
          {item.tipo_servicio === CASE_TRAVEL_SERVICE && (
            <>
              <Field label="Ubicación">{item.direccion_1}</Field>
              <Field label="Destino">{item.direccion_2}</Field>
            </>
          )}
          <Field label="Agente(s)">{namesOf(item.contacto) || '—'}</Field>
          <Field label="Cliente(s)">{clientsText(item)}</Field>
          <Field label="Finalización">{item.fecha_finalizacion ? formatDateTime(item.fecha_finalizacion) : '—'}</Field>
          <Field label="Tiempo trabajado">{formatDuration(item.total_duracion)}</Field>
          <Field label="Documentos">{CASE_MSG.noDocuments}</Field>
        </SimpleGrid>
        <Stack mt="md" gap="sm">
          <Field label="Descripción">{item.descripcion || CASE_MSG.noDescription}</Field>
          <Field label="Observaciones">{item.observaciones || CASE_MSG.noObservations}</Field>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        {images.length === 0 ? (
          <Center h={200} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 8 }}>
            <Stack align="center" gap={4}><IconPhotoOff size={32} /><Text size="sm" c="dimmed">Sin imágenes</Text></Stack>
          </Center>
        ) : (
          <Stack gap="xs">
            <UnstyledButton onClick={() => window.open(images[main], '_blank', 'noopener')} aria-label="Abrir imagen">
              <Image src={images[main]} radius="md" h={220} fit="contain" alt={`Imagen ${main + 1} de ${item.name}`} />
            </UnstyledButton>
            <Group gap={6}>
              {images.map((src, index) => (
                <UnstyledButton key={src} onClick={() => setMain(index)} aria-label={`Imagen ${index + 1}`}>
                  <Image src={src} w={56} h={56} radius="sm" fit="cover" style={{ outline: index === main ? '2px solid var(--mantine-primary-color-filled)' : undefined }} />
                </UnstyledButton>
              ))}
            </Group>
          </Stack>
        )}
      </Grid.Col>
    </Grid>
  );
}

function History({ item }: { item: CaseRead }) {
  if (item.gestiones.length === 0) return <Text c="dimmed">No se encontraron resultados</Text>;
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Estado</Table.Th><Table.Th>Fecha</Table.Th><Table.Th>Duración</Table.Th>
            <Table.Th>Usuario</Table.Th><Table.Th>Observaciones</Table.Th><Table.Th>Coordenadas</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {item.gestiones.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{entry.estado}</Table.Td>
              <Table.Td>{formatDateTime(entry.created_date)}</Table.Td>
              <Table.Td>{formatDuration(entry.duracion)}</Table.Td>
              <Table.Td>{entry.user ?? '—'}</Table.Td>
              <Table.Td>{entry.observaciones || '—'}</Table.Td>
              <Table.Td>
                {entry.coordenadas ? (
                  <Anchor href={`https://www.openstreetmap.org/?mlat=${entry.coordenadas.split(' ')[0]}&mlon=${entry.coordenadas.split(' ')[1]}#map=13/${entry.coordenadas.replace(' ', '/')}`}
                    target="_blank" rel="noopener noreferrer" size="sm">{entry.coordenadas}</Anchor>
                ) : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Report({ item }: { item: CaseRead }) {
  const report = item.informe;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Field label="Descripción del informe">{report?.descripcion ?? 'Sin informe'}</Field>
        <Button leftSection={<IconFileTypePdf size={16} />} onClick={() => window.open(caseReportPdfUrl(item.id), '_blank', 'noopener')}>PDF</Button>
      </Group>
      {report && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field label="Observaciones">{report.observaciones ?? CASE_MSG.noObservations}</Field>
          <Field label="Recibe">{report.persona_recibe}</Field>
          <Field label="Cargo">{report.cargo}</Field>
        </SimpleGrid>
      )}
      {report?.firma && (
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">Firma</Text>
          <Paper withBorder bg="white" w={300} p={4} radius="sm"><Image src={caseFileUrl(report.firma)} alt="Firma" h={110} fit="contain" /></Paper>
        </div>
      )}
    </Stack>
  );
}

function Materials({ item }: { item: CaseRead }) {
  if (item.materiales.length === 0) return <Text c="dimmed">{CASE_MSG.noMaterials}</Text>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr><Table.Th>Descripción</Table.Th><Table.Th>Cantidad</Table.Th><Table.Th>Observaciones</Table.Th></Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {item.materiales.map((material) => (
          <Table.Tr key={material.id}>
            <Table.Td>{material.descripcion}</Table.Td>
            <Table.Td>{material.cantidad ?? CASE_MSG.noQuantity}</Table.Td>
            <Table.Td>{material.observaciones ?? CASE_MSG.noObservations}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
