import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useForm } from '../../ui/use-form';
import { Checkbox, FileInput, MultiSelect, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import {
  CASE_EDIT_SERVICE_TYPES, CASE_MSG, CASE_SERVICE_TYPES, CASE_TRAVEL_SERVICE, CASE_VISIT_TYPES, CaseCreate, type CaseRead,
} from '@atiende/shared';
import { ContactMultiSelect, type ContactPickOption } from '../../ui/ContactPicker';
import { FormCard } from '../../ui/FormCard';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { notifySuccess } from '../../ui/notices';
import { useUserOptions } from '../users/users.api';
import { useGroupOptions } from '../contact-groups/contact-groups.api';
import { createCase, groupContacts, updateCase, useRefreshCases } from './cases.api';

/** Every quarter of an hour of the day, 'HH:MM'. */
const QUARTER_HOURS = Array.from({ length: 96 }, (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`);

interface CaseValues {
  tipo_servicio: string | null;
  tipo_visita: string | null;
  descripcion: string;
  observaciones: string;
  direccion_1: string;
  direccion_2: string;
  fecha_asignacion: string;
  hora_entrada: string | null;
  hora_salida: string | null;
  asignar: boolean;
  contacto: string[];
  cliente: ContactPickOption[];
  images: File[];
}

function initialValues(item?: CaseRead): CaseValues {
  return {
    tipo_servicio: item?.tipo_servicio ?? null,
    tipo_visita: item?.tipo_visita ?? null,
    descripcion: item?.descripcion ?? '',
    observaciones: item?.observaciones ?? '',
    direccion_1: item?.direccion_1 ?? '',
    direccion_2: item?.direccion_2 ?? '',
    fecha_asignacion: item?.fecha_asignacion ?? '',
    hora_entrada: item?.hora_entrada ?? null,
    hora_salida: item?.hora_salida ?? null,
    asignar: item ? item.contacto.length > 0 : true,
    contacto: (item?.contacto ?? []).map(([, id]) => String(id)),
    cliente: (item?.cliente ?? []).map(([name, id]) => ({ value: String(id), label: name })),
    images: [],
  };
}

function toPayload(values: CaseValues) {
  const travels = values.tipo_servicio === CASE_TRAVEL_SERVICE;
  return {
    tipo_servicio: values.tipo_servicio ?? '',
    tipo_visita: values.tipo_visita ?? '',
    descripcion: values.descripcion,
    observaciones: values.observaciones,
    direccion_1: travels ? values.direccion_1 : null,
    direccion_2: travels ? values.direccion_2 : null,
    fecha_asignacion: values.fecha_asignacion || null,
    hora_entrada: values.hora_entrada,
    hora_salida: values.hora_salida,
    contacto: values.asignar ? values.contacto.map(Number) : [],
    cliente: values.cliente.map((option) => Number(option.value)),
  };
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

async function withImages(values: CaseValues) {
  const images = await Promise.all(values.images.map(async (file) => ({ image: await readAsDataUrl(file) })));
  return { ...toPayload(values), ...(images.length > 0 ? { images } : {}) } as CaseCreate;
}

/** The form of /casos/create and /casos/update/{id} (§3 and §5); the name is shown read-only on edit. */
export function CaseForm({ item }: { item?: CaseRead }) {
  const navigate = useNavigate();
  const refresh = useRefreshCases();
  const users = useUserOptions();
  const groups = useGroupOptions();
  const form = useForm<CaseValues>({ initialValues: initialValues(item), validate: schemaValidator(CaseCreate, toPayload) });
  const save = useMutation({
    mutationFn: async (values: CaseValues) => {
      const payload = await withImages(values);
      return item ? updateCase(item.id, payload) : createCase(payload);
    },
    onSuccess: async (saved) => {
      await refresh();
      notifySuccess(item ? CASE_MSG.updated(saved.name) : CASE_MSG.created(saved.name));
      navigate('/casos');
    },
    onError: (error) => showServerErrors(form, error),
  });

  const serviceTypes: string[] = item
    ? [...new Set([...CASE_EDIT_SERVICE_TYPES, ...(item.tipo_servicio ? [item.tipo_servicio] : [])])]
    : [...CASE_SERVICE_TYPES];
  const travels = form.values.tipo_servicio === CASE_TRAVEL_SERVICE;
  const upper = (field: 'descripcion' | 'observaciones' | 'direccion_1' | 'direccion_2') => ({
    ...form.getInputProps(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.setFieldValue(field, event.currentTarget.value.toUpperCase()),
  });
  const addGroup = async (groupId: string | null) => {
    if (!groupId) return;
    const members = await groupContacts(Number(groupId));
    const known = new Set(form.values.cliente.map((option) => option.value));
    const added = members.results.filter((contact) => !known.has(String(contact.id)))
      .map((contact) => ({ value: String(contact.id), label: contact.get_full_name }));
    form.setFieldValue('cliente', [...form.values.cliente, ...added]);
  };

  return (
    <FormCard onSubmit={form.onSubmit((values) => save.mutate(values))} submitLabel="Guardar" busy={save.isPending} backTo="/casos" maw={960}>
      {item && <TextInput label="Nombre" value={item.name} readOnly />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Tipo de servicio" placeholder="Seleccione" withAsterisk data={serviceTypes} {...form.getInputProps('tipo_servicio')}
          onChange={(value) => {
            form.setFieldValue('tipo_servicio', value);
            if (value !== CASE_TRAVEL_SERVICE) {
              form.setFieldValue('direccion_1', '');
              form.setFieldValue('direccion_2', '');
            }
          }} />
        <Select label="Tipo de visita" placeholder="Seleccione" withAsterisk searchable data={[...CASE_VISIT_TYPES]} {...form.getInputProps('tipo_visita')} />
      </SimpleGrid>
      <Textarea label="Descripción" withAsterisk autosize minRows={2} {...upper('descripcion')} />
      <Textarea label="Observaciones" withAsterisk autosize minRows={2} {...upper('observaciones')} />
      {travels && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="UBICACIÓN" withAsterisk {...upper('direccion_1')} />
          <TextInput label="DESTINO" withAsterisk {...upper('direccion_2')} />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput type="date" label="Fecha de asignación" {...form.getInputProps('fecha_asignacion')} />
        <Select label="Hora de entrada" placeholder="HH:MM" searchable clearable data={QUARTER_HOURS} {...form.getInputProps('hora_entrada')} />
        <Select label="Hora de salida" placeholder="HH:MM" searchable clearable data={QUARTER_HOURS} {...form.getInputProps('hora_salida')} />
      </SimpleGrid>
      <Checkbox label="Asignar agentes" {...form.getInputProps('asignar', { type: 'checkbox' })} />
      {form.values.asignar && (
        <MultiSelect label="Agentes" placeholder="Seleccione los agentes" searchable clearable
          data={(users.data ?? []).map((user) => ({ value: String(user.id), label: user.get_full_name || user.username }))}
          {...form.getInputProps('contacto')} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ContactMultiSelect label="Clientes" value={form.values.cliente} onChange={(options) => form.setFieldValue('cliente', options)}
          error={form.errors.cliente as string | undefined} />
        <Select label="Agregar clientes de un grupo" placeholder="Grupo de contactos" searchable value={null}
          data={(groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name }))} onChange={addGroup} />
      </SimpleGrid>
      <FileInput label="Imágenes" placeholder="PNG o JPG" multiple accept="image/png,image/jpeg" clearable
        leftSection={<IconPhoto size={16} />} {...form.getInputProps('images')} />
    </FormCard>
  );
}
