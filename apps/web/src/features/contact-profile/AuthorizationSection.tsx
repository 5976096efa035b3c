import { useState } from 'react';
import { Badge, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import dayjs from 'dayjs';
import {
  AUTORIZACION_ESTADOS, AUTORIZACION_ESTADO_LABELS, AUTORIZACION_MEDIOS, AUTORIZACION_MEDIO_LABELS, AutorizacionDatosUpdate,
  PRIVACY_MSG, type AutorizacionEstado, type AutorizacionMedio, type ContactRead,
} from '@atiende/shared';
import { ModalForm } from '../../ui/ModalForm';
import { schemaValidator } from '../../ui/form';
import { Section } from './Section';
import { updateContact, useRefreshContact } from './contact-profile.api';

const ESTADO_COLORS: Record<AutorizacionEstado, string> = { OTORGADA: 'green', NEGADA: 'red', PENDIENTE: 'gray' };
const ESTADO_OPTIONS = AUTORIZACION_ESTADOS.map((value) => ({ value, label: AUTORIZACION_ESTADO_LABELS[value] }));
const MEDIO_OPTIONS = AUTORIZACION_MEDIOS.map((value) => ({ value, label: AUTORIZACION_MEDIO_LABELS[value] }));

interface AuthorizationValues extends Record<string, unknown> {
  estado: AutorizacionEstado;
  medio: AutorizacionMedio | null;
  fecha: string;
  texto: string;
}

/** Today's date means now (the server records the time); another day, that day. */
const toPayload = (values: AuthorizationValues) => (values.estado === 'PENDIENTE'
  ? { estado: values.estado, texto: values.texto.trim() }
  : {
    estado: values.estado, medio: values.medio, texto: values.texto.trim(),
    fecha: values.fecha && values.fecha !== dayjs().format('YYYY-MM-DD') ? values.fecha : null,
  });

function initialValues(contact: ContactRead): AuthorizationValues {
  const { estado, medio, fecha, texto } = contact.autorizacion_datos;
  return { estado, medio, fecha: fecha ? dayjs(fecha).format('YYYY-MM-DD') : dayjs().format('YYYY-MM-DD'), texto };
}

/**
 * The contact's data-processing authorization (Ley 1581): what the person answered, when, how and to what
 * text; who may edit the contact may record a new answer.
 */
export function AuthorizationSection({ contact, canEdit }: { contact: ContactRead; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const refresh = useRefreshContact(contact.id);
  const { estado, medio, fecha, texto } = contact.autorizacion_datos;
  return (
    <Section id="contact-authorization" title="Autorización de tratamiento de datos"
      action={canEdit && (
        <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>Editar autorización</Button>
      )}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">Estado</Text>
          <Group><Badge color={ESTADO_COLORS[estado]} variant="light" data-testid="autorizacion-estado">{AUTORIZACION_ESTADO_LABELS[estado]}</Badge></Group>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">Fecha</Text>
          <Text>{fecha ? dayjs(fecha).format('DD/MM/YYYY HH:mm') : '—'}</Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">Medio</Text>
          <Text>{medio ? AUTORIZACION_MEDIO_LABELS[medio] : '—'}</Text>
        </Stack>
      </SimpleGrid>
      <Stack gap={2}>
        <Text size="sm" c="dimmed">Texto aceptado o rechazado</Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{texto || '—'}</Text>
      </Stack>
      <ModalForm<AuthorizationValues>
        opened={editing}
        onClose={() => setEditing(false)}
        title="Autorización de tratamiento de datos"
        initialValues={initialValues(contact)}
        validate={schemaValidator(AutorizacionDatosUpdate, toPayload)}
        success={PRIVACY_MSG.authorizationSaved}
        onSubmit={async (values) => {
          const saved = await updateContact(contact.id, { autorizacion_datos: toPayload(values) as AutorizacionDatosUpdate });
          await refresh();
          return saved;
        }}
      >
        {(form) => {
          const pending = form.getValues().estado === 'PENDIENTE';
          return (
            <>
              <Select label="Estado" data={ESTADO_OPTIONS} allowDeselect={false} withAsterisk {...form.getInputProps('estado')} />
              <Select label="Medio" data={MEDIO_OPTIONS} disabled={pending} withAsterisk={!pending} placeholder="Seleccione"
                {...form.getInputProps('medio')} />
              <TextInput type="date" label="Fecha" disabled={pending} {...form.getInputProps('fecha')} />
              <Textarea label="Texto de la autorización" autosize minRows={3} maxRows={8} maxLength={5000} {...form.getInputProps('texto')} />
            </>
          );
        }}
      </ModalForm>
    </Section>
  );
}
