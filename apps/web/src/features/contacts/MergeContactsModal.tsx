import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ActionIcon, Alert, Badge, Button, Card, Group, List, Modal, Radio, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Tooltip,
} from '@mantine/core';
import { IconArrowsExchange, IconCheck, IconGitMerge } from '@tabler/icons-react';
import type { ContactMerged, MergeCounts, MergeField, MergeSide } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { client } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';
import { ContactSelect, type ContactPickOption } from '../../ui/ContactPicker';
import { displayName } from './contact-fields';
import { createContactAnyway, useContact, type PersonPayload } from './contacts.api';
import {
  defaultChoices, differingFields, fieldLabel, keepOf, movesSummary, sideOfContact, sideOfDraft, type MergeSideValues,
} from './merge-fields';

type Choices = Partial<Record<MergeField, MergeSide>>;

interface MergeContactsModalProps {
  /** The contact that stays; null closes the dialog. */
  survivorId: number | null;
  /** The contact absorbed; when missing (and no draft) the dialog asks for it. */
  otherId?: number | null;
  /** A person form not saved yet (the duplicate dialog's): created when the merge is confirmed, then absorbed. */
  draft?: Omit<PersonPayload, 'documentNumber'> | null;
  onClose(): void;
  onMerged?(result: ContactMerged): void;
}

/** 'Fusionar contactos': both side by side, a choice per differing field, what moves, a confirmation and the result. */
export function MergeContactsModal({ survivorId, otherId = null, draft = null, onClose, onMerged }: MergeContactsModalProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={survivorId !== null} onClose={onClose} title="Fusionar contactos" size="xl" centered closeOnClickOutside={!busy}>
      {survivorId !== null && (
        <MergeSteps key={`${survivorId}-${otherId}`} survivorId={survivorId} initialOther={otherId} draft={draft}
          onClose={onClose} onMerged={onMerged} onBusy={setBusy} />
      )}
    </Modal>
  );
}

const errorText = (error: unknown) =>
  error instanceof ApiError ? (Object.values(error.fields)[0]?.[0] ?? error.message) : 'Ocurrió un error inesperado.';

/** A contact's values, with its hoja de vida (the one field the profile does not tell). */
function useSide(contactId: number | null) {
  const contact = useContact(contactId);
  const resume = useQuery({
    // The profile's own key for the resume, so both read one cache.
    queryKey: queryKeys.contacts.part(contactId, 'resume'),
    queryFn: () => resumeOrNull(contactId!),
    enabled: contactId !== null,
  });
  const side = contact.data && resume.isSuccess ? sideOfContact(contact.data, resume.data) : null;
  return { contact: contact.data ?? null, side, failed: contact.isError || resume.isError };
}

async function resumeOrNull(contactId: number) {
  try {
    return await client.get('/contact/get_hoja_de_vida/', { query: { contacto: contactId } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

function useMergePreview(survivorId: number, otherId: number | null) {
  return useQuery({
    queryKey: queryKeys.contacts.part('merge-preview', survivorId, otherId),
    queryFn: () => client.get('/contact/contacto/{id}/fusionar/', { path: { id: survivorId }, query: { other_id: otherId! } }),
    enabled: otherId !== null,
    retry: false,
  });
}

interface StepsProps {
  survivorId: number;
  initialOther: number | null;
  draft: Omit<PersonPayload, 'documentNumber'> | null;
  onClose(): void;
  onMerged?(result: ContactMerged): void;
  onBusy(busy: boolean): void;
}

function MergeSteps({ survivorId: initialSurvivor, initialOther, draft, onClose, onMerged, onBusy }: StepsProps) {
  const queryClient = useQueryClient();
  const [ids, setIds] = useState({ survivor: initialSurvivor, other: initialOther });
  const [picked, setPicked] = useState<ContactPickOption | null>(null);
  const [confirming, setConfirming] = useState(false);
  const survivor = useSide(ids.survivor);
  const other = useSide(ids.other);
  const otherSide = draft ? sideOfDraft(draft) : other.side;
  const preview = useMergePreview(ids.survivor, draft ? null : ids.other);
  const [choices, setChoices] = useState<Choices | null>(null);
  const ready = survivor.side !== null && otherSide !== null;

  useEffect(() => {
    if (ready && choices === null) setChoices(defaultChoices(survivor.side!, otherSide!));
  }, [ready, choices, survivor.side, otherSide]);

  // A draft saved by an attempt that then failed is not saved twice by the next one.
  const savedDraft = useRef<number | null>(null);
  const merge = useMutation({
    mutationFn: async () => {
      if (draft && savedDraft.current === null) savedDraft.current = (await createContactAnyway(draft)).id;
      const otherId = draft ? savedDraft.current! : ids.other!;
      return client.post('/contact/contacto/{id}/fusionar/', {
        path: { id: ids.survivor }, body: { other_id: otherId, keep: keepOf(choices ?? {}) },
      });
    },
    onMutate: () => onBusy(true),
    onSettled: () => onBusy(false),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.gestiones.all });
      onMerged?.(result);
    },
  });

  if (merge.isSuccess) return <MergeResult result={merge.data} onClose={onClose} />;

  if (ids.other === null && !draft) {
    return (
      <Stack>
        <Text size="sm">Elija el contacto que se fusionará en <b>{survivor.contact ? displayName(survivor.contact) : '…'}</b>.</Text>
        <ContactSelect label="Contacto a fusionar" value={picked} excludeId={ids.survivor} onChange={setPicked} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancelar</Button>
          <Button disabled={!picked} onClick={() => picked && setIds({ ...ids, other: Number(picked.value) })}>Continuar</Button>
        </Group>
      </Stack>
    );
  }

  if (survivor.failed || other.failed) return <Alert color="red">No se pudieron cargar los contactos.</Alert>;
  if (!ready || choices === null) return <Skeleton height={260} aria-busy="true" />;

  const swap = () => {
    setIds({ survivor: ids.other!, other: ids.survivor });
    setChoices(null);
    setConfirming(false);
  };
  const fields = differingFields(survivor.side!, otherSide!);
  const refused = preview.isError ? errorText(preview.error) : null;
  const otherName = draft ? `${draft.first_name} ${draft.last_name}`.trim() : displayName(other.contact!);
  const survivorName = displayName(survivor.contact!);

  return (
    <Stack>
      <Group align="stretch" wrap="nowrap" gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
          <SideCard role="Permanece" name={survivorName} id={ids.survivor} color="teal" />
          <SideCard role={draft ? 'Nuevo (del formulario)' : 'Se fusiona y se elimina'} name={otherName} id={draft ? null : ids.other} color="orange" />
        </SimpleGrid>
        {!draft && (
          <Tooltip label="Intercambiar cuál permanece">
            <ActionIcon variant="default" size="lg" onClick={swap} aria-label="Intercambiar cuál permanece" style={{ alignSelf: 'center' }}>
              <IconArrowsExchange size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>

      {refused && <Alert color="red" title="No se pueden fusionar">{refused}</Alert>}

      {!refused && (
        <>
          <FieldChoices sideNames={{ survivor: 'Permanece', other: draft ? 'Nuevo' : 'Se fusiona' }} fields={fields} survivor={survivor.side!} other={otherSide!} choices={choices} onChange={setChoices} />
          <MovesSummary counts={preview.data?.moves ?? null} loading={!draft && preview.isPending} draft={draft !== null}
            survivorName={survivorName} />
        </>
      )}

      {merge.isError && <Alert color="red" title="Lo Sentimos,">{errorText(merge.error)}</Alert>}

      {confirming ? (
        <Alert color="orange" title="¿Confirmar la fusión?">
          <Text size="sm">
            {draft ? `Se registrará ${otherName} y se unirá` : `${otherName} se eliminará y todo lo suyo pasará`} a {survivorName}.
            Esta acción no se puede deshacer.
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={merge.isPending}>Volver</Button>
            <Button color="orange" leftSection={<IconGitMerge size={16} />} loading={merge.isPending} onClick={() => merge.mutate()}>
              Sí, fusionar
            </Button>
          </Group>
        </Alert>
      ) : (
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancelar</Button>
          <Button leftSection={<IconGitMerge size={16} />} disabled={refused !== null || (!draft && !preview.isSuccess)}
            onClick={() => setConfirming(true)}>
            Fusionar
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function SideCard({ role, name, id, color }: { role: string; name: string; id: number | null; color: string }) {
  return (
    <Card withBorder padding="sm" radius="md" style={{ borderTop: `3px solid var(--mantine-color-${color}-6)` }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{role}</Text>
      <Text fw={600} lineClamp={2}>{name}</Text>
      {id !== null && <Text size="xs" c="dimmed">Contacto #{id}</Text>}
    </Card>
  );
}

/** One side's value; on a phone, where the two stack, it also says whose it is. */
function ChoiceCard({ value, text, side }: { value: MergeSide; text: string; side: string }) {
  return (
    <Radio.Card value={value} radius="md" p="xs" withBorder>
      <Group wrap="nowrap" gap="xs">
        <Radio.Indicator />
        <Text size="sm" c={text ? undefined : 'dimmed'} style={{ flex: 1, overflowWrap: 'anywhere' }}>{text || 'Sin dato'}</Text>
        <Text size="xs" c="dimmed" hiddenFrom="sm">{side}</Text>
      </Group>
    </Radio.Card>
  );
}

interface FieldChoicesProps {
  sideNames: Record<MergeSide, string>;
  fields: MergeField[];
  survivor: MergeSideValues;
  other: MergeSideValues;
  choices: Choices;
  onChange(choices: Choices): void;
}

/** One radio pair per field whose values differ; equal fields need no choice. */
function FieldChoices({ sideNames, fields, survivor, other, choices, onChange }: FieldChoicesProps) {
  if (fields.length === 0) return <Text size="sm" c="dimmed">Los dos contactos tienen los mismos datos.</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>Elija el valor que se conserva en cada campo</Text>
      {fields.map((field) => (
        <Radio.Group key={field} label={fieldLabel(field)} value={choices[field] ?? 'survivor'}
          onChange={(side) => onChange({ ...choices, [field]: side as MergeSide })}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt={4} spacing="xs">
            <ChoiceCard value="survivor" text={survivor.values[field]} side={sideNames.survivor} />
            <ChoiceCard value="other" text={other.values[field]} side={sideNames.other} />
          </SimpleGrid>
        </Radio.Group>
      ))}
      <Text size="xs" c="dimmed">
        Teléfonos, correos y direcciones de los dos se conservan sin repetir; el elegido queda como principal.
      </Text>
    </Stack>
  );
}

function MovesSummary({ counts, loading, draft, survivorName }: { counts: MergeCounts | null; loading: boolean; draft: boolean; survivorName: string }) {
  if (draft) return <Text size="sm" c="dimmed">El contacto nuevo no tiene gestiones, documentos, grupos ni conversaciones que mover.</Text>;
  if (loading || !counts) return <Skeleton height={40} />;
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="sm" fw={600} mb={6}>Pasarán a {survivorName}</Text>
      <Group gap={6} data-testid="merge-moves">
        {movesSummary(counts).map((text) => <Badge key={text} variant="light" color="gray" tt="none">{text}</Badge>)}
      </Group>
    </Card>
  );
}

function MergeResult({ result, onClose }: { result: ContactMerged; onClose(): void }) {
  return (
    <Stack align="center" ta="center">
      <ThemeIcon color="teal" size={48} radius="xl"><IconCheck size={28} /></ThemeIcon>
      <Text fw={600}>{result.detail}</Text>
      <Text size="sm">Permanece {displayName(result.contact)}. Se movieron:</Text>
      <List size="sm" spacing={2} center>
        {movesSummary(result.moved).map((text) => <List.Item key={text}>{text}</List.Item>)}
      </List>
      <Group>
        <Button variant="default" onClick={onClose}>Listo</Button>
        <Button component={Link} to={`/contact/${result.contact.id}/contact_profile?tab=actividad`}>
          Ver actividad
        </Button>
      </Group>
    </Stack>
  );
}


