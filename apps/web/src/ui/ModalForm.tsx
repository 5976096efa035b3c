import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import type { FormValidateInput, UseFormReturnType } from '@mantine/form';
import { useForm } from './use-form';
import { showServerErrors } from './form';
import { notifySuccess } from './notices';

interface ModalFormProps<Values, Result = unknown> {
  opened: boolean;
  title: string;
  onClose(): void;
  initialValues: Values;
  validate?: FormValidateInput<Values>;
  /** Sends the values; server field errors it rejects with appear under their fields. */
  onSubmit(values: Values): Promise<Result>;
  /** Notice shown once the values are saved (a function of the answer, to repeat the server's words); the dialog then closes. */
  success: string | ((result: Result) => string);
  submitLabel?: string;
  size?: ModalProps['size'];
  /** Title of the notice for an error that belongs to no field. */
  errorTitle?: string;
  /** Also said in that notice when the server refused some fields (shown under them), e.g. FIELDS_REFUSED. */
  fieldsNotice?: string;
  /** The fields, bound with `form.getInputProps(name)`. */
  children(form: UseFormReturnType<Values>): ReactNode;
}

/** A small form in a dialog: fields, Cancelar and Guardar. Each opening starts with `initialValues`; Enter submits. */
export function ModalForm<Values extends Record<string, unknown>, Result = unknown>(props: ModalFormProps<Values, Result>) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered size={props.size}>
      <ModalFormBody {...props} />
    </Modal>
  );
}

function ModalFormBody<Values extends Record<string, unknown>, Result>({
  initialValues, validate, onSubmit, success, submitLabel = 'Guardar', onClose, errorTitle, fieldsNotice, children,
}: ModalFormProps<Values, Result>) {
  const form = useForm<Values>({ initialValues, validate });
  const submit = form.onSubmit(async (values) => {
    let result: Result;
    try {
      result = await onSubmit(values);
    } catch (error) {
      showServerErrors(form, error, errorTitle, fieldsNotice);
      return;
    }
    notifySuccess(typeof success === 'function' ? success(result) : success);
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>{children(form)}</Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>Cancelar</Button>
        <Button type="submit" loading={form.submitting}>{submitLabel}</Button>
      </Group>
    </form>
  );
}
