import { useState, type ReactNode } from 'react';
import {
  ActionIcon, Button, Card, FileButton, Grid, Group, Paper, Skeleton, Stack, Text, Title, Tooltip,
} from '@mantine/core';
import { IconBriefcase, IconBulb, IconCamera, IconPlus, IconSchool, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ContactRead, ResumeRead } from '@atiende/shared';
import { formatPhone } from '@atiende/shared';
import { useAllows } from '../../app/auth';
import { confirmDelete } from '../../ui/confirm';
import { notifyError, notifySuccess } from '../../ui/notices';
import { deleteResumePart, uploadPhoto, useRefreshContact, useResume, type ResumePart } from './contact-profile.api';
import { PROFILE_MSG } from './contact-profile.options';
import { ContactPhoto } from './ContactPhoto';
import { ResumeDialogs, type ResumeDialog } from './ResumeDialogs';

export function ResumeTab({ contact }: { contact: ContactRead }) {
  const canEdit = useAllows('contactEdit');
  const { data: resume, isPending, isError, error } = useResume(contact.id);
  const [dialog, setDialog] = useState<ResumeDialog | null>(null);

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <PersonalCard contact={contact} resume={resume ?? null} canEdit={canEdit} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        {isPending && <Skeleton height={240} radius="md" />}
        {isError && <Text c="red">{error.message}</Text>}
        {resume === null && (
          <Paper withBorder p="xl" radius="md">
            <Stack align="center">
              <Text c="dimmed">{PROFILE_MSG.noResume}</Text>
              {canEdit && (
                <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog('resume')}>Crear Hoja de Vida</Button>
              )}
            </Stack>
          </Paper>
        )}
        {resume && <ResumeCards contactId={contact.id} resume={resume} canEdit={canEdit} onAdd={setDialog} />}
      </Grid.Col>
      <ResumeDialogs contactId={contact.id} resumeId={resume?.id ?? null} dialog={dialog} onClose={() => setDialog(null)} />
    </Grid>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase">{label}</Text>
      <div>{children}</div>
    </Stack>
  );
}

function PersonalCard({ contact, resume, canEdit }: { contact: ContactRead; resume: ResumeRead | null; canEdit: boolean }) {
  const refreshContact = useRefreshContact(contact.id);
  const [uploading, setUploading] = useState(false);
  const changePhoto = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      await uploadPhoto(contact.id, file);
      await refreshContact();
      notifySuccess(PROFILE_MSG.photoUpdated);
    } catch (error) {
      notifyError(error);
    } finally {
      setUploading(false);
    }
  };
  const addresses = contact.address_list.map((a) => a.direccion).join('; ');

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack align="center" gap="xs" mb="md">
        <ContactPhoto contact={contact} size={120} />
        {canEdit && (
          <FileButton onChange={changePhoto} accept="image/png,image/jpeg">
            {(props) => (
              <Button {...props} size="xs" variant="light" loading={uploading} leftSection={<IconCamera size={14} />}>
                Cambiar foto
              </Button>
            )}
          </FileButton>
        )}
        <Title order={2} size="h3" ta="center">{contact.get_full_name || 'Sin nombre'}</Title>
        {resume?.ocupacion && <Text c="dimmed">{resume.ocupacion}</Text>}
      </Stack>
      <Stack gap="sm">
        <Fact label="Fecha de nacimiento">{contact.birthdate ? dayjs(contact.birthdate).format('DD/MM/YYYY') : '—'}</Fact>
        <Fact label="Direcciones">{addresses || '—'}</Fact>
        <Fact label="E-mails">
          {contact.email.length ? contact.email.map((e) => <Text key={e.id} size="sm">{e.email}</Text>) : '—'}
        </Fact>
        <Fact label="Teléfonos">
          {contact.phone.length
            ? contact.phone.map((p) => <Text key={p.id} size="sm">{formatPhone(p.telefono)}</Text>)
            : <Text size="sm" c="dimmed">{PROFILE_MSG.noPhone}</Text>}
        </Fact>
        {resume && (
          <>
            <Fact label="Intereses">{resume.intereses}</Fact>
            {resume.hobbie && <Fact label="Hobbie">{resume.hobbie}</Fact>}
            {resume.descripcion && <Fact label="Descripción">{resume.descripcion}</Fact>}
          </>
        )}
      </Stack>
    </Paper>
  );
}

interface Entry {
  id: number;
  title: string;
  subtitle: string;
  detail: string;
}

function ResumeCards({ contactId, resume, canEdit, onAdd }: {
  contactId: number; resume: ResumeRead; canEdit: boolean; onAdd(dialog: ResumeDialog): void;
}) {
  const refreshContact = useRefreshContact(contactId);
  const askDelete = (part: ResumePart, entry: Entry) =>
    confirmDelete({
      question: PROFILE_MSG.confirmResumeItemDelete,
      subject: entry.title,
      success: PROFILE_MSG.resumeItemDeleted,
      onConfirm: async () => {
        await deleteResumePart(part, entry.id);
        await refreshContact();
      },
    });
  const joined = (...parts: string[]) => parts.filter((p) => p.trim()).join(' · ');

  return (
    <Stack>
      <EntriesCard title="Experiencia" icon={<IconBriefcase size={20} />} canEdit={canEdit}
        onAdd={() => onAdd('experiencia')} onDelete={(e) => askDelete('experiencia', e)}
        entries={resume.experiencia.map((x) => ({
          id: x.id,
          title: joined(x.cargo, x.tipo_empleo) || x.tipo_empleo,
          subtitle: joined(x.nombre_empresa, x.ubicacion, x.tipo_ubicacion),
          detail: x.descripcion,
        }))} />
      <EntriesCard title="Educación" icon={<IconSchool size={20} />} canEdit={canEdit}
        onAdd={() => onAdd('educacion')} onDelete={(e) => askDelete('educacion', e)}
        entries={resume.educacion.map((x) => ({
          id: x.id,
          title: joined(x.titulo, x.institucion),
          subtitle: joined(x.fecha_fin, x.ubicacion),
          detail: x.descripcion,
        }))} />
      <EntriesCard title="Conocimientos" icon={<IconBulb size={20} />} canEdit={canEdit}
        onAdd={() => onAdd('conocimiento')} onDelete={(e) => askDelete('conocimiento', e)}
        entries={resume.conocimientos.map((x) => ({ id: x.id, title: x.aptitud, subtitle: '', detail: x.descripcion }))} />
    </Stack>
  );
}

const ADD_LABELS: Record<string, string> = {
  Experiencia: 'Agregar Experiencia', Educación: 'Agregar Educación', Conocimientos: 'Agregar Conocimiento',
};

function EntriesCard({ title, icon, entries, canEdit, onAdd, onDelete }: {
  title: string; icon: ReactNode; entries: Entry[]; canEdit: boolean; onAdd(): void; onDelete(entry: Entry): void;
}) {
  const id = `resume-${title}`;
  return (
    <Card component="section" aria-labelledby={id} withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          {icon}
          <Title order={3} size="h4" id={id}>{title}</Title>
        </Group>
        {canEdit && (
          <Tooltip label={ADD_LABELS[title]}>
            <ActionIcon variant="light" size="lg" aria-label={ADD_LABELS[title]} onClick={onAdd}>
              <IconPlus size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {entries.length === 0 && <Text c="dimmed" size="sm">{PROFILE_MSG.empty}</Text>}
      <Stack gap="sm">
        {entries.map((entry) => (
          <Group key={entry.id} justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2}>
              <Text fw={600}>{entry.title}</Text>
              {entry.subtitle && <Text size="sm" c="dimmed">{entry.subtitle}</Text>}
              {entry.detail && <Text size="sm">{entry.detail}</Text>}
            </Stack>
            {canEdit && (
              <ActionIcon variant="subtle" color="red" aria-label={`Eliminar ${entry.title}`} onClick={() => onDelete(entry)}>
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
