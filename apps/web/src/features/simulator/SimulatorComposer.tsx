import { useState, type KeyboardEvent } from 'react';
import { Button, FileInput, Group, NumberInput, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { IconFileText, IconMapPin, IconPhoto, IconSend } from '@tabler/icons-react';
import { fileToBase64, type CustomerMessage } from './simulator.api';

type Kind = CustomerMessage['kind'];
/** What the composer sends: a customer message without the channel, name and number, which the page adds. */
export type ComposedMessage = CustomerMessage extends infer M ? (M extends unknown ? Omit<M, 'channel' | 'name' | 'address'> : never) : never;

const KINDS: { value: Kind; label: string }[] = [
  { value: 'text', label: 'Texto' },
  { value: 'image', label: 'Imagen' },
  { value: 'document', label: 'Documento' },
  { value: 'location', label: 'Ubicación' },
];

/** Bogotá, as a starting point for a location. */
const DEFAULT_PLACE = { latitude: 4.711, longitude: -74.0721 };

interface ComposerProps {
  disabled: boolean;
  onSend(message: ComposedMessage): Promise<unknown>;
}

/** What the customer writes: a text (Enter sends), an image or a document with a description, or a location. */
export function SimulatorComposer({ disabled, onSend }: ComposerProps) {
  const [kind, setKind] = useState<Kind>('text');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [latitude, setLatitude] = useState<number | string>(DEFAULT_PLACE.latitude);
  const [longitude, setLongitude] = useState<number | string>(DEFAULT_PLACE.longitude);
  const [place, setPlace] = useState('');
  const [sending, setSending] = useState(false);

  const validLocation = typeof latitude === 'number' && typeof longitude === 'number';
  const ready = kind === 'text' ? text.trim() !== '' : kind === 'location' ? validLocation : file !== null;

  async function compose(): Promise<ComposedMessage> {
    if (kind === 'text') return { kind, text: text.trim() };
    if (kind === 'location') return { kind, latitude: Number(latitude), longitude: Number(longitude), place: place.trim() || undefined };
    const data = await fileToBase64(file!);
    return { kind, caption: caption.trim() || undefined, file: { name: file!.name, mime_type: file!.type || 'application/octet-stream', data } };
  }

  async function send() {
    if (!ready || sending || disabled) return;
    setSending(true);
    try {
      await onSend(await compose());
      setText('');
      setFile(null);
      setCaption('');
      setPlace('');
    } catch {
      // The page has told what went wrong; what was written stays to try again.
    } finally {
      setSending(false);
    }
  }

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Stack gap="xs">
      <SegmentedControl data={KINDS} value={kind} onChange={(value) => setKind(value as Kind)} aria-label="Tipo de mensaje" />
      {kind === 'text' && (
        <Textarea placeholder="Escriba un mensaje como cliente… (Enter envía, Mayús+Enter cambia de línea)" aria-label="Mensaje"
          autosize minRows={2} maxRows={6} maxLength={4096} value={text} onChange={(e) => setText(e.currentTarget.value)} onKeyDown={keyDown} />
      )}
      {(kind === 'image' || kind === 'document') && (
        <Group grow align="flex-start">
          <FileInput label={kind === 'image' ? 'Imagen (JPG o PNG)' : 'Documento'} placeholder="Elegir archivo" clearable
            accept={kind === 'image' ? 'image/jpeg,image/png' : undefined} value={file} onChange={setFile}
            leftSection={kind === 'image' ? <IconPhoto size={16} /> : <IconFileText size={16} />} />
          <TextInput label="Descripción (opcional)" maxLength={1024} value={caption} onChange={(e) => setCaption(e.currentTarget.value)} />
        </Group>
      )}
      {kind === 'location' && (
        <Group grow align="flex-start">
          <NumberInput label="Latitud" min={-90} max={90} decimalScale={6} value={latitude} onChange={setLatitude} />
          <NumberInput label="Longitud" min={-180} max={180} decimalScale={6} value={longitude} onChange={setLongitude} />
          <TextInput label="Lugar (opcional)" maxLength={200} value={place} onChange={(e) => setPlace(e.currentTarget.value)}
            leftSection={<IconMapPin size={16} />} />
        </Group>
      )}
      <Group justify="flex-end">
        <Button leftSection={<IconSend size={16} />} onClick={() => void send()} loading={sending} disabled={!ready || disabled}>
          Enviar
        </Button>
      </Group>
    </Stack>
  );
}
