import { Select, Textarea, TextInput } from '@mantine/core';
import { EducationCreate, ExperienceCreate, KnowledgeCreate, ResumeCreate } from '@atiende/shared';
import { schemaValidator } from '../../ui/form';
import { ModalForm } from '../../ui/ModalForm';
import { addResumePart, createResume, useRefreshContact } from './contact-profile.api';
import { LOCATION_TYPES, PROFILE_MSG } from './contact-profile.options';

export type ResumeDialog = 'resume' | 'experiencia' | 'educacion' | 'conocimiento';

interface ExperienceValues extends Record<string, unknown> {
  tipo_empleo: string;
  cargo: string;
  nombre_empresa: string;
  ubicacion: string;
  tipo_ubicacion: string | null;
  descripcion: string;
}
const EMPTY_EXPERIENCE: ExperienceValues = {
  tipo_empleo: '', cargo: '', nombre_empresa: '', ubicacion: '', tipo_ubicacion: null, descripcion: '',
};

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
  // The part buttons show only once the resume exists; without it the schema refuses hoja_de_vida.
  const inResume = <V extends object>(values: V) => ({ ...values, hoja_de_vida: resumeId ?? 0 });
  const resumePayload = (values: { ocupacion: string; intereses: string; hobbie: string; descripcion: string }) =>
    ({ ...values, contacto: contactId });
  const experiencePayload = (values: ExperienceValues) => inResume({ ...values, tipo_ubicacion: values.tipo_ubicacion ?? '' });
  const saved = async (request: Promise<unknown>) => {
    await request;
    await refreshContact();
  };

  return (
    <>
      <ModalForm
        {...common}
        opened={dialog === 'resume'}
        title="Crear Hoja de Vida"
        initialValues={{ ocupacion: '', intereses: '', hobbie: '', descripcion: '' }}
        validate={schemaValidator(ResumeCreate, resumePayload)}
        onSubmit={(values) => saved(createResume(resumePayload(values)))}
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
        initialValues={EMPTY_EXPERIENCE}
        validate={schemaValidator(ExperienceCreate, experiencePayload)}
        onSubmit={(values) => saved(addResumePart('experiencia', experiencePayload(values)))}
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
        validate={schemaValidator(EducationCreate, inResume)}
        onSubmit={(values) => saved(addResumePart('educacion', inResume(values)))}
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
        validate={schemaValidator(KnowledgeCreate, inResume)}
        onSubmit={(values) => saved(addResumePart('conocimiento', inResume(values)))}
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
