import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useForm } from '../../ui/use-form';
import { Select, TextInput } from '@mantine/core';
import { ApiError } from '../../app/api';
import { FormCard } from '../../ui/FormCard';
import { schemaValidator, showServerErrors, type SafeParser } from '../../ui/form';
import { notifySuccess } from '../../ui/notices';

/** The item a new one belongs to, chosen in a select (the campaign of a Resultado, the Resultado of a Calificación). */
export interface ParentField {
  /** Field name in the payload and in the server's field errors. */
  name: string;
  label: string;
  options: { value: string; label: string }[];
  loading: boolean;
}

interface NameAddFormProps {
  parent?: ParentField;
  /** The shared schema of the create payload ({name} and the parent's field). */
  schema: SafeParser;
  /** Sends the new item; `parentId` is the chosen parent's id when there is a parent field. */
  create(name: string, parentId: number): Promise<{ message?: string }>;
  /** Shown when the server's answer carries no message. */
  success: string;
  /** The list: 'Volver' goes there, and so does a successful save. */
  listPath: string;
  onCreated?(): Promise<unknown>;
}

interface Values {
  name: string;
  parent: string | null;
}

/** The add form of a named item: optionally the item it belongs to, then Nombre; Volver and Agregar. */
export function NameAddForm({ parent, schema, create, success, listPath, onCreated }: NameAddFormProps) {
  const navigate = useNavigate();
  const form = useForm<Values>({
    initialValues: { name: '', parent: null },
    validate: (values) => {
      const payload = { name: values.name.trim(), ...(parent && { [parent.name]: values.parent ? Number(values.parent) : null }) };
      const { [parent?.name ?? '']: parentError, ...errors } = schemaValidator(schema)(payload);
      return parentError ? { ...errors, parent: parentError } : errors;
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) => create(values.name.trim(), Number(values.parent)),
    onSuccess: async (saved) => {
      await onCreated?.();
      notifySuccess(saved.message || success);
      navigate(listPath);
    },
    onError: (error) => showServerErrors(form, parent ? renameField(error, parent.name, 'parent') : error),
  });

  return (
    <FormCard onSubmit={form.onSubmit((values) => save.mutate(values))} submitLabel="Agregar" busy={save.isPending}
      backTo={listPath} maw={560}>
      {parent && (
        <Select label={parent.label} placeholder={parent.loading ? 'Cargando...' : 'Seleccione'} data={parent.options}
          searchable nothingFoundMessage="No se encontraron resultados" withAsterisk
          {...form.getInputProps('parent')} />
      )}
      <TextInput label="Nombre" withAsterisk autoFocus {...form.getInputProps('name')} />
    </FormCard>
  );
}

/** The server names the select's field after the payload ('campaign', 'calificacion'); the form calls it 'parent'. */
function renameField(error: unknown, from: string, to: string): unknown {
  if (!(error instanceof ApiError) || !(from in error.fields)) return error;
  const { [from]: messages, ...others } = error.fields;
  return new ApiError(error.status, { ...others, [to]: messages });
}
