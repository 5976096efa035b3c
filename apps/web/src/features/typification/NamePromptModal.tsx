import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useForm } from '../../ui/use-form';
import { MSG } from '@atiende/shared';
import { sameName } from './typification.draft';

const NAME_MAX = 150;

interface NamePromptModalProps {
  opened: boolean;
  title: string;
  /** Names already in the column: a new item may not repeat one. */
  takenNames: string[];
  takenMessage: string;
  onClose(): void;
  onAccept(name: string): void;
}

/** Asks for the name of a new item of the typification editor. */
export function NamePromptModal(props: NamePromptModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <NamePromptForm {...props} />
    </Modal>
  );
}

function NamePromptForm({ takenNames, takenMessage, onClose, onAccept }: NamePromptModalProps) {
  const form = useForm({
    initialValues: { name: '' },
    validate: {
      name: (value) => {
        if (!value.trim()) return MSG.required;
        if (value.trim().length > NAME_MAX) return `Máximo ${NAME_MAX} caracteres.`;
        return takenNames.some((taken) => sameName(taken, value)) ? takenMessage : null;
      },
    },
  });
  const submit = form.onSubmit(({ name }) => {
    onAccept(name.trim());
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="Nombre" withAsterisk data-autofocus {...form.getInputProps('name')} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>Cancelar</Button>
        <Button type="submit">Agregar</Button>
      </Group>
    </form>
  );
}
