import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useForm } from '../../ui/use-form';
import { ROLE_MSG, RoleWrite, type RoleRead } from '@atiende/shared';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { notifySuccess } from '../../ui/notices';
import { createRole, updateRole, useRefreshRoles } from './roles.api';

interface RoleFormModalProps {
  opened: boolean;
  /** The role being edited; null adds a new one. */
  role: RoleRead | null;
  /** Changes on each opening so the form starts afresh. */
  formKey: number;
  onClose(): void;
}

/** Add and edit dialog of a role: its name only. */
export function RoleFormModal({ opened, role, formKey, onClose }: RoleFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={role ? 'Editar rol' : 'Agregar rol'} centered>
      <RoleForm key={formKey} role={role} onDone={onClose} />
    </Modal>
  );
}

function RoleForm({ role, onDone }: { role: RoleRead | null; onDone(): void }) {
  const refreshRoles = useRefreshRoles();
  const form = useForm({
    initialValues: { nombre: role?.nombre ?? '' },
    validate: schemaValidator(RoleWrite),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      if (role) await updateRole(role.id, values);
      else await createRole(values);
    } catch (error) {
      showServerErrors(form, error);
      return;
    }
    notifySuccess(role ? ROLE_MSG.updated : ROLE_MSG.created);
    await refreshRoles();
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="Nombre" data-autofocus {...form.getInputProps('nombre')} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onDone}>Cancelar</Button>
        <Button type="submit" loading={form.submitting}>Guardar</Button>
      </Group>
    </form>
  );
}
