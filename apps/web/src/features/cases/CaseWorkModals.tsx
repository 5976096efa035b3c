import { NumberInput, Textarea, TextInput } from '@mantine/core';
import { CaseMaterialCreate, CaseReportUpdate, type CaseReportRead } from '@atiende/shared';
import { ModalForm } from '../../ui/ModalForm';
import { schemaValidator } from '../../ui/form';
import { addCaseMaterial, updateCaseReport, useRefreshCases } from './cases.api';
import { SignaturePad } from './SignaturePad';

interface CaseRef {
  id: number;
  name: string;
}

interface MaterialValues extends Record<string, unknown> {
  descripcion: string;
  cantidad: number | string;
  observaciones: string;
}

const materialPayload = (caso: number) => (values: MaterialValues) => ({
  caso, descripcion: values.descripcion, cantidad: values.cantidad === '' ? null : values.cantidad, observaciones: values.observaciones,
});

/** Materiales: descripcion, cantidad and observaciones of a material used on the case, upper-cased. */
export function MaterialsModal({ item, opened, onClose }: { item: CaseRef; opened: boolean; onClose(): void }) {
  const refresh = useRefreshCases();
  const toPayload = materialPayload(item.id);
  return (
    <ModalForm<MaterialValues>
      opened={opened} onClose={onClose} title={`Materiales · ${item.name}`} success="Material agregado." errorTitle="Error!"
      initialValues={{ descripcion: '', cantidad: '', observaciones: '' }}
      validate={schemaValidator(CaseMaterialCreate, toPayload)}
      onSubmit={async (values) => {
        await addCaseMaterial(toPayload(values) as Parameters<typeof addCaseMaterial>[0]);
        await refresh();
      }}
    >
      {(form) => (
        <>
          <TextInput label="Caso" value={item.name} readOnly />
          <TextInput label="Descripción" withAsterisk data-autofocus {...form.getInputProps('descripcion')}
            onChange={(e) => form.setFieldValue('descripcion', e.currentTarget.value.toUpperCase())} />
          <NumberInput label="Cantidad" min={1} allowDecimal={false} {...form.getInputProps('cantidad')} />
          <Textarea label="Observaciones" autosize minRows={2} {...form.getInputProps('observaciones')}
            onChange={(e) => form.setFieldValue('observaciones', e.currentTarget.value.toUpperCase())} />
        </>
      )}
    </ModalForm>
  );
}

interface ReportValues extends Record<string, unknown> {
  descripcion: string;
  observaciones: string;
  persona_recibe: string;
  cargo: string;
  firma: string | null;
}

const reportPayload = (values: ReportValues) => ({ ...values, firma: values.firma ?? undefined });

/** Informe: the report, who received the service and their position, and the signature drawn on the canvas. */
export function ReportModal({ item, report, opened, onClose }: { item: CaseRef; report: CaseReportRead | null; opened: boolean; onClose(): void }) {
  const refresh = useRefreshCases();
  const upperField = (form: { setFieldValue(path: string, value: string): void }, field: string) => ({
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.setFieldValue(field, e.currentTarget.value.toUpperCase()),
  });
  return (
    <ModalForm<ReportValues>
      opened={opened} onClose={onClose} title={`Informe · ${item.name}`} success="Informe guardado." size="lg" errorTitle="Error!"
      initialValues={{
        descripcion: report?.descripcion ?? '', observaciones: report?.observaciones ?? '',
        persona_recibe: report?.persona_recibe ?? '', cargo: report?.cargo ?? '', firma: null,
      }}
      validate={schemaValidator(CaseReportUpdate, reportPayload)}
      onSubmit={async (values) => {
        await updateCaseReport(item.id, reportPayload(values));
        await refresh();
      }}
    >
      {(form) => (
        <>
          <Textarea label="Descripción" withAsterisk autosize minRows={2} data-autofocus {...form.getInputProps('descripcion')} {...upperField(form, 'descripcion')} />
          <Textarea label="Observaciones" autosize minRows={2} {...form.getInputProps('observaciones')} {...upperField(form, 'observaciones')} />
          <TextInput label="Persona que recibe" withAsterisk {...form.getInputProps('persona_recibe')} {...upperField(form, 'persona_recibe')} />
          <TextInput label="Cargo" withAsterisk {...form.getInputProps('cargo')} {...upperField(form, 'cargo')} />
          <SignaturePad onChange={(png) => form.setFieldValue('firma', png)} />
          {form.errors.firma && <div style={{ color: 'var(--mantine-color-error)', fontSize: 12 }}>{form.errors.firma}</div>}
        </>
      )}
    </ModalForm>
  );
}
