import { MultiSelect, TextInput, Textarea } from '@mantine/core';
import { ProjectCreate, TASK_MSG, type ProjectRead } from '@atiende/shared';
import { ContactMultiSelect, type ContactPickOption } from '../../ui/ContactPicker';
import { schemaValidator } from '../../ui/form';
import { ModalForm } from '../../ui/ModalForm';
import { useGroupOptions } from '../contact-groups/contact-groups.api';
import { createProject, updateProject, useRefreshProjects } from './tasks.api';

interface ProjectValues extends Record<string, unknown> {
  name: string;
  descriptions: string;
  group_contact: string[];
  contacts: ContactPickOption[];
}

const toPayload = (values: ProjectValues) => ({
  name: values.name,
  descriptions: values.descriptions,
  group_contact: values.group_contact.map(Number),
  contacts: values.contacts.map((option) => Number(option.value)),
});

const initialValues = (project: ProjectRead | null): ProjectValues => ({
  name: project?.name ?? '',
  descriptions: project?.descriptions ?? '',
  group_contact: project?.group_contact.map(String) ?? [],
  contacts: project?.contacts_detail.map((c) => ({ value: String(c.id), label: c.name })) ?? [],
});

/** 'Agregar proyecto' or 'Editar proyecto': name and description are required (§5); groups and contacts are optional. */
export function ProjectFormModal({ opened, project, onClose }: { opened: boolean; project: ProjectRead | null; onClose(): void }) {
  const refresh = useRefreshProjects();
  const groups = useGroupOptions();
  return (
    <ModalForm<ProjectValues>
      opened={opened}
      onClose={onClose}
      title={project ? 'Editar proyecto' : 'Agregar proyecto'}
      size="lg"
      initialValues={initialValues(project)}
      validate={schemaValidator(ProjectCreate, toPayload)}
      onSubmit={async (values) => {
        const body = toPayload(values);
        if (project) await updateProject(project.id, body);
        else await createProject(body);
        await refresh();
      }}
      success={project ? TASK_MSG.projectUpdated : TASK_MSG.projectCreated}
    >
      {(form) => (
        <>
          <TextInput label="Nombre" withAsterisk data-autofocus {...form.getInputProps('name')} />
          <Textarea label="Descripción" withAsterisk autosize minRows={3} {...form.getInputProps('descriptions')} />
          <MultiSelect
            label="Grupos de contactos" searchable clearable nothingFoundMessage="No se encontraron resultados"
            data={(groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
            {...form.getInputProps('group_contact')}
          />
          <ContactMultiSelect
            label="Contactos" value={form.values.contacts} error={form.errors.contacts as string | undefined}
            onChange={(options) => form.setFieldValue('contacts', options)}
          />
        </>
      )}
    </ModalForm>
  );
}
