import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert, Box, Button, CloseButton, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput,
} from '@mantine/core';
import { IconClockX, IconSend } from '@tabler/icons-react';
import { MSG, type ConversationRead, type TemplateHeaderType, type TemplateRead } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { previewBody } from '../templates/template-form';
import { useConversationTemplates } from './chat.api';
import { WhatsAppText } from '../../ui/WhatsAppText';

const HEADER_KIND: Record<TemplateHeaderType, string> = { image: 'una imagen', video: 'un video', document: 'un documento' };

interface TemplatePickerProps {
  conversation: ConversationRead;
  /** WhatsApp takes no free text now: the picker explains why and cannot be closed. */
  required: boolean;
  /** Put the focus on the template select when the picker opens (it opened because the agent asked or a text was refused). */
  focusOnOpen: boolean;
  /** Back to the text box; only when free text may go. */
  onClose?(): void;
  onSend(template: TemplateRead, variables: string[]): Promise<void>;
}

/** Why a template is all that can go: WhatsApp's 24-hour customer-service window, in plain words. */
export function ClosedWindowNotice() {
  return (
    <Alert color="yellow" variant="light" icon={<IconClockX size={18} aria-hidden />} title="La ventana de 24 horas de WhatsApp está cerrada"
      data-testid="closed-window" p="xs">
      <Text size="sm">
        WhatsApp solo permite enviar texto libre durante las 24 horas siguientes al último mensaje del cliente, y este cliente no ha
        escrito en ese plazo. Para escribirle ahora, envía una plantilla aprobada por WhatsApp; cuando responda, podrás escribirle con
        normalidad.
      </Text>
    </Alert>
  );
}

/** What a refused template send says: the server's reason, under the variables when it names them. */
function refusal(error: unknown): string {
  if (!(error instanceof ApiError)) return 'No se pudo enviar la plantilla. Inténtalo de nuevo.';
  const fields = error.fields;
  return fields.variables?.[0] ?? fields.template?.[0] ?? Object.values(fields)[0]?.[0] ?? error.message;
}

/**
 * The campaign's approved templates for this conversation: choose one, fill its {{1}}, {{2}}… and see the
 * message as the customer will read it before sending it.
 */
export function TemplatePicker({ conversation, required, focusOnOpen, onClose, onSend }: TemplatePickerProps) {
  const templates = useConversationTemplates(conversation.id, true);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [values, setValues] = useState<string[]>([]);
  const [missing, setMissing] = useState<boolean[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const select = useRef<HTMLInputElement>(null);
  const list = templates.data ?? [];
  const chosen = list.find((template) => String(template.id) === chosenId) ?? null;

  useEffect(() => {
    if (focusOnOpen && templates.isSuccess) select.current?.focus();
  }, [focusOnOpen, templates.isSuccess]);

  const choose = (id: string | null) => {
    setChosenId(id);
    const template = list.find((t) => String(t.id) === id);
    setValues(Array.from({ length: template?.variables ?? 0 }, () => ''));
    setMissing([]);
    setProblem(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || sending) return;
    const empty = values.map((value) => !value.trim());
    setMissing(empty);
    if (empty.some(Boolean)) return;
    setSending(true);
    setProblem(null);
    try {
      await onSend(chosen, values.map((value) => value.trim()));
      choose(null);
    } catch (error) {
      setProblem(refusal(error));
    } finally {
      setSending(false);
    }
  };

  const header = (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text fw={600} size="sm">Enviar una plantilla</Text>
      {onClose && <CloseButton size="sm" aria-label="Cerrar las plantillas y escribir un mensaje" onClick={onClose} />}
    </Group>
  );

  let body;
  if (templates.isPending) {
    body = <Group gap="xs"><Loader size="xs" /><Text size="sm" c="dimmed">Cargando las plantillas…</Text></Group>;
  } else if (templates.isError) {
    body = <Alert color="red" p="xs" role="alert">{refusal(templates.error)}</Alert>;
  } else if (list.length === 0) {
    body = (
      <Text size="sm" data-testid="no-templates">
        {`La campaña ${conversation.campaign?.name ?? 'de esta conversación'} no tiene plantillas aprobadas por WhatsApp para este canal. `}
        Un administrador las crea en <strong>Leads › DIFUSIÓN › Crear Templates</strong>; cuando WhatsApp las apruebe, aparecerán aquí.
      </Text>
    );
  } else {
    body = (
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="xs">
          <Select
            ref={select}
            label="Plantilla"
            placeholder="Elige una plantilla aprobada"
            data={list.map((template) => ({ value: String(template.id), label: template.name }))}
            renderOption={({ option }) => {
              const template = list.find((t) => String(t.id) === option.value);
              return (
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>{option.label}</Text>
                  {/* The option is named by the template; its text is read in the preview once chosen. */}
                  {template && <Text size="xs" c="dimmed" lineClamp={2} aria-hidden>{template.body}</Text>}
                </Stack>
              );
            }}
            searchable
            nothingFoundMessage="Ninguna plantilla con ese nombre."
            value={chosenId}
            onChange={choose}
            comboboxProps={{ withinPortal: true, position: 'top-start' }}
          />
          {chosen && values.length > 0 && (
            <SimpleGrid cols={{ base: 1, sm: values.length > 1 ? 2 : 1 }} spacing="xs" verticalSpacing="xs">
              {values.map((value, index) => (
                <TextInput
                  // The variables of one template, in order: their number is their identity.
                  key={index}
                  label={`Variable {{${index + 1}}}`}
                  withAsterisk
                  maxLength={1024}
                  value={value}
                  error={missing[index] ? MSG.required : undefined}
                  onChange={(event) => {
                    const next = event.currentTarget.value;
                    setValues((current) => current.map((v, i) => (i === index ? next : v)));
                    if (missing[index]) setMissing((current) => current.map((m, i) => (i === index ? false : m)));
                  }}
                />
              ))}
            </SimpleGrid>
          )}
          {chosen && (
            <Box>
              <Text size="xs" fw={600} mb={4} id={`vista-previa-${conversation.id}`}>Vista previa</Text>
              <Paper p="xs" radius="md" bg="var(--mantine-color-green-light)" maw={520} data-testid="template-preview"
                role="group" aria-labelledby={`vista-previa-${conversation.id}`}>
                {chosen.type_template && (
                  <Text size="xs" c="dimmed" mb={2}>{`Con ${HEADER_KIND[chosen.type_template]} como encabezado${chosen.fileName ? `: ${chosen.fileName}` : ''}`}</Text>
                )}
                <WhatsAppText>{previewBody(chosen.body, values)}</WhatsAppText>
              </Paper>
            </Box>
          )}
          {problem && <Alert color="red" p="xs" role="alert">{problem}</Alert>}
          <Group justify="flex-end">
            <Button type="submit" size="xs" leftSection={<IconSend size={16} />} loading={sending} disabled={!chosen}>Enviar plantilla</Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Stack gap="xs" mb="xs" role="region" aria-label="Plantillas de WhatsApp" data-testid="template-picker">
      {required && <ClosedWindowNotice />}
      <Paper withBorder p="xs" radius="md">
        <Stack gap="xs">
          {header}
          {body}
        </Stack>
      </Paper>
    </Stack>
  );
}
