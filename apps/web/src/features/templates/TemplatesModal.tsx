import { useState } from 'react';
import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { TEMPLATE_STATUS_LABELS, type TemplateRead, type TemplateStatus } from '@atiende/shared';
import { queryKeys } from '../../app/query-keys';
import { DataTable, indexColumn, type Column } from '../../ui/DataTable';
import { WhatsAppText } from '../../ui/WhatsAppText';
import { truncated } from './template-form';
import { TemplateForm } from './TemplateForm';

/** Spec §9: the list shows the first 100 characters of a text. */
const TEXT_PREVIEW = 100;
/** Spec §9: the templates' table scrolls at 400 px. */
const TABLE_HEIGHT = 400;

const STATUS_COLORS: Record<TemplateStatus, string> = {
  PENDING: 'yellow', APPROVED: 'teal', REJECTED: 'red', PAUSED: 'orange', DISABLED: 'gray',
};

/** A text cut at 100 characters with 'Ver más', whole with 'Ver menos'. */
function ExpandableText({ text, name }: { text: string; name: string }) {
  const [open, setOpen] = useState(false);
  const short = truncated(text, TEXT_PREVIEW);
  return (
    <Stack gap={2} align="flex-start" maw={380}>
      <WhatsAppText>{open ? text : short.text}</WhatsAppText>
      {short.cut && (
        <Anchor component="button" type="button" size="xs" aria-expanded={open} aria-label={`${open ? 'Ver menos' : 'Ver más'} del texto de ${name}`}
          onClick={() => setOpen((value) => !value)}>
          {open ? 'Ver menos' : 'Ver más'}
        </Anchor>
      )}
    </Stack>
  );
}

/** The review's state in Spanish, and Meta's reason when it refused or paused it. */
function TemplateStatusCell({ template }: { template: TemplateRead }) {
  const reason = template.status === 'APPROVED' || template.status === 'PENDING' ? null : template.estados.find((estado) => estado.reason)?.reason;
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={STATUS_COLORS[template.status]} variant="light" style={{ minWidth: 'max-content' }}>{TEMPLATE_STATUS_LABELS[template.status]}</Badge>
      {reason && <Text size="xs" c="dimmed" maw={200}>{reason}</Text>}
    </Stack>
  );
}

const COLUMNS: Column<TemplateRead>[] = [
  indexColumn(),
  { header: 'Nombre', render: (template) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{template.name}</Text> },
  { header: 'Campaña', render: (template) => template.campaigns.map((campaign) => campaign.name).join(', ') || '—' },
  { header: 'Texto', render: (template) => <ExpandableText text={template.body} name={template.name} /> },
  { header: 'Estado', render: (template) => <TemplateStatusCell template={template} /> },
];

/**
 * 'Crear Templates': the WhatsApp templates with their review state (live: the review arrives over
 * /ws/difusion/), and 'Agregar Template', which turns the dialog into the creation form.
 */
export function TemplatesModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const [adding, setAdding] = useState(false);
  const close = () => {
    setAdding(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={adding ? 'Agregar Template' : 'Templates'} size="xl" centered>
      {adding ? (
        <TemplateForm onDone={() => setAdding(false)} />
      ) : (
        <>
          <DataTable<TemplateRead>
            path="/whatsapp/template/"
            keys={queryKeys.templates}
            columns={COLUMNS}
            stateInUrl={false}
            maxHeight={TABLE_HEIGHT}
            searchPlaceholder="Buscar template"
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>Cerrar</Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>Agregar Template</Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
