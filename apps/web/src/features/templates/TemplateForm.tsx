import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, FileInput, Group, MultiSelect, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconBraces, IconPaperclip } from '@tabler/icons-react';
import {
  DEFAULT_TEMPLATE_LANGUAGE, NOTICE_AUTO_CLOSE_MS, TEMPLATE_BODY_MAX, TEMPLATE_CATEGORIES, TEMPLATE_CATEGORY_LABELS, TemplateCreate, templateName,
  type TemplateCategory,
} from '@atiende/shared';
import { queryKeys } from '../../app/query-keys';
import { EmojiPicker, insertAt } from '../../ui/EmojiPicker';
import { FIELDS_REFUSED, schemaValidator, showServerErrors } from '../../ui/form';
import { notifySuccess } from '../../ui/notices';
import { useForm } from '../../ui/use-form';
import { useCampaignOptions } from '../campaigns/campaigns.api';
import { toSelectData } from '../gestiones/gestiones.api';
import { createTemplate } from './templates.api';
import { examplesFor, headerTypeOf, nextVariable, readAsDataUrl, TEMPLATE_FILE_ACCEPT, templateFileProblem, variableCountOf } from './template-form';
import { TemplatePreview } from './TemplatePreview';

interface TemplateValues extends Record<string, unknown> {
  name: string;
  campaign: string[];
  category: TemplateCategory;
  languaje_code: string;
  body: string;
  ejemplos: string[];
  file: File | null;
}

const INITIAL: TemplateValues = {
  name: '', campaign: [], category: 'UTILITY', languaje_code: DEFAULT_TEMPLATE_LANGUAGE, body: '', ejemplos: [], file: null,
};

const LANGUAGES = [
  { value: 'es', label: 'Español (es)' },
  { value: 'es_CO', label: 'Español de Colombia (es_CO)' },
  { value: 'es_MX', label: 'Español de México (es_MX)' },
  { value: 'es_ES', label: 'Español de España (es_ES)' },
  { value: 'en', label: 'Inglés (en)' },
  { value: 'en_US', label: 'Inglés de Estados Unidos (en_US)' },
  { value: 'pt_BR', label: 'Portugués de Brasil (pt_BR)' },
];
const CATEGORY_OPTIONS = TEMPLATE_CATEGORIES.map((value) => ({ value, label: TEMPLATE_CATEGORY_LABELS[value] }));

/** The body without its file: what the shared schema checks as the form is filled. */
const payloadOf = (values: TemplateValues) => ({
  name: values.name,
  campaign: values.campaign.map(Number),
  category: values.category,
  languaje_code: values.languaje_code,
  body: values.body,
  ejemplos: examplesFor(values.body, values.ejemplos),
});

const validate = schemaValidator(TemplateCreate, payloadOf, {
  file: (file: File | null) => (file ? templateFileProblem(file) : null),
});

/**
 * 'Agregar Template': name, campaigns, the text with emojis and variables ({{1}}, {{2}}…, each with the example
 * WhatsApp reviews it with), an optional image, video or document, and the language (es by default), beside a
 * live preview. Once created it is submitted to WhatsApp's review: 'Creado', and the list shows it PENDIENTE.
 */
export function TemplateForm({ onDone }: { onDone(): void }) {
  const queryClient = useQueryClient();
  const campaigns = useCampaignOptions();
  const form = useForm<TemplateValues>({ initialValues: INITIAL, validate });
  const bodyInput = useRef<HTMLTextAreaElement>(null);
  const { body, ejemplos, file, name } = form.values;
  const variables = variableCountOf(body);
  const metaName = templateName(name);

  const insert = (text: string) => {
    const input = bodyInput.current;
    const selection = input ? { start: input.selectionStart, end: input.selectionEnd } : null;
    const next = insertAt(body, text, selection);
    form.setFieldValue('body', next.text.slice(0, TEMPLATE_BODY_MAX));
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = form.onSubmit(async (values) => {
    try {
      const chosen = values.file;
      const saved = await createTemplate({
        ...payloadOf(values),
        file: chosen ? await readAsDataUrl(chosen) : null,
        fileName: chosen?.name ?? null,
        type_template: chosen ? headerTypeOf(chosen) : null,
      });
      notifySuccess(`El template ${saved.name} se envió a revisión de WhatsApp.`, NOTICE_AUTO_CLOSE_MS, 'Creado');
      await queryClient.invalidateQueries({ queryKey: queryKeys.templates.all });
      onDone();
    } catch (error) {
      showServerErrors(form, error, 'Error', FIELDS_REFUSED);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <TextInput label="Nombre" withAsterisk data-autofocus {...form.getInputProps('name')}
            description={metaName && metaName !== name ? `Se guardará como ${metaName}` : 'Minúsculas, números y guion bajo'} />
          <MultiSelect label="Campañas" withAsterisk searchable placeholder={form.values.campaign.length ? undefined : 'Seleccione'}
            data={toSelectData(campaigns.data)} nothingFoundMessage="No se encontraron resultados" {...form.getInputProps('campaign')} />
          <Group grow align="flex-start">
            <Select label="Categoría" data={CATEGORY_OPTIONS} allowDeselect={false} {...form.getInputProps('category')} />
            <Select label="Idioma" data={LANGUAGES} allowDeselect={false} {...form.getInputProps('languaje_code')} />
          </Group>
          <div>
            <Textarea ref={bodyInput} label="Texto" withAsterisk autosize minRows={4} maxRows={10}
              description={`*negrita*, _cursiva_; variables {{1}}, {{2}}… (${body.length}/${TEMPLATE_BODY_MAX})`}
              {...form.getInputProps('body')} />
            <Group gap={4} mt={4}>
              <EmojiPicker onPick={insert} />
              <Button variant="subtle" size="compact-sm" leftSection={<IconBraces size={16} />} onClick={() => insert(nextVariable(body))}>
                Agregar variable
              </Button>
            </Group>
          </div>
          {variables > 0 && (
            <Stack gap={6} role="group" aria-labelledby="template-examples">
              <Text size="sm" fw={500} id="template-examples">Ejemplos de las variables</Text>
              <Text size="xs" c="dimmed">Con ellos revisa WhatsApp el template y se ven en la vista previa.</Text>
              {Array.from({ length: variables }, (_, index) => (
                <TextInput key={index} label={`Ejemplo de {{${index + 1}}}`} placeholder={`Ejemplo ${index + 1}`} size="sm"
                  value={ejemplos[index] ?? ''}
                  onChange={(event) => {
                    const next = [...ejemplos];
                    next[index] = event.currentTarget.value;
                    form.setFieldValue('ejemplos', next);
                  }} />
              ))}
              {typeof form.errors.ejemplos === 'string' && <Text size="xs" c="red">{form.errors.ejemplos}</Text>}
            </Stack>
          )}
          <FileInput label="Archivo" placeholder="Imagen, video o documento (opcional)" clearable accept={TEMPLATE_FILE_ACCEPT}
            description="JPG, PNG, MP4 o PDF, hasta 5 MB" leftSection={<IconPaperclip size={16} />} {...form.getInputProps('file')} />
        </Stack>
        <TemplatePreview body={body} examples={ejemplos} file={file} />
      </SimpleGrid>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onDone}>Cancelar</Button>
        <Button type="submit" loading={form.submitting}>Crear</Button>
      </Group>
    </form>
  );
}
