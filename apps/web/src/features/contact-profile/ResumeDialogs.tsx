import { Select, Textarea, TextInput } from '@mantine/core';
import { MSG } from '@atiende/shared';
import { ModalForm } from '../../ui/ModalForm';
import { addResumePart, createResume, useRefreshContact } from './contact-profile.api';
import { LOCATION_TYPES, PROFILE_MSG } from './contact-profile.options';

export type ResumeDialog = 'resume' | 'experiencia' | 'educacion' | 'conocimiento';

const required = (value: string) => (value.trim() ? null : MSG.required);

interface ResumeDialogsProps {
  contactId: number;
  resumeId: number | null;
  dialog: ResumeDialog | null;
  onClose(): void;
}

/** The four resume dialogs of the spec: Crear Hoja de Vida, Agregar Experiencia, Educación and Conocimiento. */
export function ResumeDialogs({ contactId, resumeId, dialog, onClose }: ResumeDialogsProps) {
  const refreshContact = useRefreshContact(contactId);
  const common = { onClose, success: PROFILE_MSG.resumeAdded };
  const addPart = (part: 'experiencia' | 'educacion' | 'conocimiento') => async (values: Record<string, unknown>) => {
    await addResumePart(part, { ...values, hoja_de_vida: resumeId });
    await refreshContact();
  };

  return (
    <>
      <ModalForm
        {...common}
        opened={dialog === 'resume'}
        title="Crear Hoja de Vida"
        initialValues={{ ocupacion: '', intereses: '', hobbie: '', descripcion: '' }}
        validate={{ ocupacion: required, intereses: required }}
        onSubmit={async (values) => {
          await createResume({ ...values, contacto: contactId });
          await refreshContact();
        }}
      >
        {(form) => (
          <>
            <TextInput label="Ocupación" withAsterisk data-autofocus {...form.getInputProps('ocupacion')} />
            <TextInput label="Intereses" withAsterisk {...form.getInputProps('intereses')} />
            <TextInput label="Hobbie" {...form.getInputProps('hobbie')} />
            <Textarea label="Descripción" autosize minRows={3} {...form.getInputProps('descripcion')} />
          </>
        )}
      </ModalForm>

      <ModalForm
        {...common}
        opened={dialog === 'experiencia'}
        title="Agregar Experiencia"
        initialValues={{ tipo_empleo: '', cargo: '', nombre_empresa: '', ubicacion: '', tipo_ubicacion: null as string | null, descripcion: '' }}
        validate={{ tipo_empleo: required }}
        onSubmit={(values) => addPart('experiencia')({ ...values, tipo_ubicacion: values.tipo_ubicacion ?? '' })}
      >
        {(form) => (
          <>
            <TextInput label="Tipo de empleo" withAsterisk data-autofocus {...form.getInputProps('tipo_empleo')} />
            <TextInput label="Cargo" {...form.getInputProps('cargo')} />
            <TextInput label="Nombre de la empresa" {...form.getInputProps('nombre_empresa')} />
            <TextInput label="Ubicación" {...form.getInputProps('ubicacion')} />
            <Select label="Tipo de ubicación" placeholder="Seleccione" data={LOCATION_TYPES} clearable
              {...form.getInputProps('tipo_ubicacion')} />
            <Textarea label="Descripción" autosize minRows={3} {...form.getInputProps('descripcion')} />
          </>
        )}
      </ModalForm>

      <ModalForm
        {...common}
        opened={dialog === 'educacion'}
        title="Agregar Educación"
        initialValues={{ institucion: '', titulo: '', fecha_fin: '', ubicacion: '', descripcion: '' }}
        validate={{ institucion: required }}
        onSubmit={addPart('educacion')}
      >
        {(form) => (
          <>
            <TextInput label="Institución" withAsterisk data-autofocus {...form.getInputProps('institucion')} />
            <TextInput label="Título" {...form.getInputProps('titulo')} />
            <TextInput label="Fecha de finalización" placeholder="Ej. 2020" {...form.getInputProps('fecha_fin')} />
            <TextInput label="Ubicación" {...form.getInputProps('ubicacion')} />
            <Textarea label="Descripción" autosize minRows={3} {...form.getInputProps('descripcion')} />
          </>
        )}
      </ModalForm>

      <ModalForm
        {...common}
        opened={dialog === 'conocimiento'}
        title="Agregar Conocimiento"
        initialValues={{ aptitud: '', descripcion: '' }}
        validate={{ aptitud: required }}
        onSubmit={addPart('conocimiento')}
      >
        {(form) => (
          <>
            <TextInput label="Aptitud" withAsterisk data-autofocus {...form.getInputProps('aptitud')} />
            <Textarea label="Descripción" autosize minRows={3} {...form.getInputProps('descripcion')} />
          </>
        )}
      </ModalForm>
    </>
  );
}
