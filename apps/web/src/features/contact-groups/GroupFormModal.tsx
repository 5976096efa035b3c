import { ColorSwatch, Group, Radio, TextInput } from '@mantine/core';
import { GROUP_COLORS, GROUP_MSG, GroupCreate, type GroupColor } from '@atiende/shared';
import { schemaValidator } from '../../ui/form';
import { ModalForm } from '../../ui/ModalForm';
import { createGroup, useRefreshGroups } from './contact-groups.api';
import { GROUP_COLOR_NAMES, groupMantineColor } from '../../ui/group-colors';

interface GroupFormModalProps {
  opened: boolean;
  onClose(): void;
}

const toPayload = (values: { name: string; etiqueta: GroupColor }) => ({ name: values.name.trim(), etiqueta: values.etiqueta, contacts: [] });

/** 'Agregar Grupo': the group's name and its label colour. */
export function GroupFormModal({ opened, onClose }: GroupFormModalProps) {
  const refreshGroups = useRefreshGroups();
  return (
    <ModalForm<{ name: string; etiqueta: GroupColor }>
      opened={opened}
      onClose={onClose}
      title="Agregar Grupo"
      initialValues={{ name: '', etiqueta: 'blue' }}
      validate={schemaValidator(GroupCreate, toPayload)}
      onSubmit={async (values) => {
        await createGroup(toPayload(values));
        await refreshGroups();
      }}
      success={GROUP_MSG.created}
    >
      {(form) => (
        <>
          <TextInput label="Nombre" withAsterisk data-autofocus {...form.getInputProps('name')} />
          <ColorPicker value={form.values.etiqueta} error={form.errors.etiqueta}
            onChange={(value) => form.setFieldValue('etiqueta', value)} />
        </>
      )}
    </ModalForm>
  );
}

/** The label colour as swatches with their Spanish names. */
function ColorPicker(props: { value: GroupColor; onChange(value: GroupColor): void; error?: React.ReactNode }) {
  return (
    <Radio.Group label="Etiqueta" withAsterisk value={props.value} error={props.error}
      onChange={(value) => props.onChange(value as GroupColor)}>
      <Group gap="md" mt="xs">
        {GROUP_COLORS.map((color) => (
          <Radio key={color} value={color} color={groupMantineColor(color)} label={
            <Group gap={6} wrap="nowrap">
              <ColorSwatch color={`var(--mantine-color-${groupMantineColor(color)}-6)`} size={18} aria-hidden />
              {GROUP_COLOR_NAMES[color]}
            </Group>
          } />
        ))}
      </Group>
    </Radio.Group>
  );
}
