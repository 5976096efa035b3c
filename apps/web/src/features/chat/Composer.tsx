import { useEffect, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { ActionIcon, Button, Group, Image, Menu, Paper, Popover, Stack, Text, Textarea, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconFileText, IconMicrophone, IconMovie, IconNote, IconPaperclip, IconPhoto, IconSend, IconTemplate, IconVolume,
} from '@tabler/icons-react';
import { CHAT_MSG, type ConversationRead, type TemplateRead } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { EmojiPicker } from '../../ui/EmojiPicker';
import { enterAction, fileKind, fileSize, shortcutMatches, type Shortcut } from './chat.format';
import { TemplatePicker } from './TemplatePicker';

/** What a WhatsApp conversation's composer offers besides text: its approved templates. */
export interface ComposerTemplates {
  conversation: ConversationRead;
  /** WhatsApp refuses free text now (no customer message in 24 hours): only a template can go. */
  required: boolean;
  /** Open the templates from the start (the contact directory asks for it). */
  offered: boolean;
  onSend(template: TemplateRead, variables: string[]): Promise<void>;
}

interface ComposerProps {
  disabled: boolean;
  /** Why the box is disabled, in its placeholder. */
  disabledHint: string;
  shortcuts: Shortcut[];
  /** WhatsApp only. */
  templates?: ComposerTemplates | null;
  /** Rejects when the text was not sent: the text then stays in the box (a 409 window_closed opens the templates). */
  onSendText(text: string): Promise<void>;
  onSendFile(file: File, caption: string): Promise<void>;
  onNote(): void;
}

const ACCEPT: Record<string, string> = { image: 'image/*', document: '.pdf,.doc,.docx', audio: 'audio/*', video: 'video/*' };

/**
 * The message box: Enter sends, Shift+Enter breaks the line, '/' filters the shortcuts, files come from
 * the attach menu, a drop or a paste, and a held microphone records a voice note (ogg where supported).
 */
export function Composer({ disabled, disabledHint, shortcuts, templates = null, onSendText, onSendFile, onNote }: ComposerProps) {
  const [text, setText] = useState('');
  const required = templates?.required ?? false;
  // The templates show while WhatsApp takes nothing else, or once asked for (the directory, the button, a refused text).
  const [picking, setPicking] = useState<{ open: boolean; focus: boolean }>({ open: templates?.offered ?? false, focus: false });
  const [wasRequired, setWasRequired] = useState(required);
  if (wasRequired !== required) {
    // The customer wrote back: the usual composer returns.
    setWasRequired(required);
    if (!required) setPicking({ open: false, focus: false });
  }
  const showTemplates = !disabled && templates !== null && (required || picking.open);
  // Free text, files and voice notes cannot go while the window is closed; notes (internal) can.
  const blocked = disabled || required;
  const [sending, setSending] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const recorder = useVoiceRecorder((file) => onSendFile(file, '').catch(() => {}));

  const typed = shortcutMatches(text, shortcuts);
  const matches = typed ?? [];

  const send = async () => {
    const body = text.trim();
    if (!body || sending || blocked) return;
    setSending(true);
    try {
      await onSendText(body);
      setText('');
    } catch (error) {
      // The text stays in the box; when WhatsApp would refuse it, the templates open instead.
      if (error instanceof ApiError && error.code === 'window_closed' && templates) setPicking({ open: true, focus: true });
    } finally {
      setSending(false);
    }
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      const action = enterAction(text, shortcuts);
      if (action.action === 'insert') setText(action.text);
      else if (action.action === 'send') void send();
    }
  };
  const pick = (kind: string) => {
    if (!fileInput.current) return;
    fileInput.current.accept = ACCEPT[kind] ?? '';
    fileInput.current.click();
  };
  // A file is only previewed here; it goes once the agent presses Enviar in the preview.
  const takeFiles = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (!file || blocked) return;
    setRefused(fileKind(file) ? null : CHAT_MSG.unsupportedFile);
    if (fileKind(file)) setAttachment(file);
  };
  const paste = (event: ClipboardEvent) => {
    if (event.clipboardData.files.length > 0) {
      event.preventDefault();
      takeFiles(event.clipboardData.files);
    }
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    takeFiles(event.dataTransfer.files);
  };

  return (
    <Paper withBorder p="xs" radius="md" onDragOver={(e) => { e.preventDefault(); setDragging(true); }} onDragLeave={() => setDragging(false)}
      onDrop={drop} style={{
        // A template with its notice, variables and preview can be taller than a phone's conversation: it scrolls
        // inside the composer, and the thread keeps a quarter of the panel.
        flexShrink: 0, maxHeight: '75%', overflowY: 'auto',
        ...(dragging ? { outline: '2px dashed var(--mantine-color-blue-5)' } : {}),
      }}>
      <input ref={fileInput} type="file" hidden onChange={(e) => { takeFiles(e.currentTarget.files); e.currentTarget.value = ''; }} aria-hidden />
      {showTemplates && templates && (
        <TemplatePicker conversation={templates.conversation} required={required} focusOnOpen={picking.focus}
          onClose={required ? undefined : () => setPicking({ open: false, focus: false })} onSend={templates.onSend} />
      )}
      {attachment && (
        <AttachmentPreview file={attachment} onCancel={() => setAttachment(null)}
          onSend={async (caption) => { await onSendFile(attachment, caption); setAttachment(null); }} />
      )}
      {refused && <Text size="xs" c="red.8" role="alert" mb={4}>{refused}</Text>}
      <Popover opened={matches.length > 0} position="top-start" width={360} withinPortal withRoles={false}>
        <Popover.Target>
          <Textarea
            aria-label="Mensaje"
            placeholder={disabled ? disabledHint : required ? 'Podrás escribir texto libre cuando el cliente responda.' : 'Escribe un mensaje; / para atajos'}
            autosize
            minRows={1}
            maxRows={6}
            value={text}
            disabled={disabled}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={keyDown}
            onPaste={paste}
          />
        </Popover.Target>
        <Popover.Dropdown p={4}>
          <Stack gap={2}>
            {matches.map((s) => (
              <UnstyledButton key={s.atajo} onClick={() => setText(s.text)} p={6} style={{ borderRadius: 4 }}>
                <Text size="sm" fw={600}>{s.atajo}</Text>
                <Text size="xs" c="dimmed" lineClamp={1}>{s.text}</Text>
              </UnstyledButton>
            ))}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {required && !disabled && text.trim() && (
        <Text size="xs" c="dimmed" mt={4} data-testid="unsent-text">Este mensaje no se envió: sigue aquí para cuando el cliente responda.</Text>
      )}
      {typed !== null && matches.length === 0 && (
        <Text size="xs" c="dimmed" mt={4}>{shortcuts.length === 0 ? CHAT_MSG.noShortcuts : 'Ningún atajo con ese nombre.'}</Text>
      )}
      <Group justify="space-between" mt={6}>
        <Group gap={4}>
          <Menu position="top-start" disabled={disabled}>
            <Menu.Target>
              <Tooltip label="Adjuntar"><ActionIcon variant="subtle" aria-label="Adjuntar" disabled={disabled}><IconPaperclip size={18} /></ActionIcon></Tooltip>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconNote size={16} />} onClick={onNote}>Notas</Menu.Item>
              <Menu.Item leftSection={<IconPhoto size={16} />} disabled={blocked} onClick={() => pick('image')}>Imágenes</Menu.Item>
              <Menu.Item leftSection={<IconFileText size={16} />} disabled={blocked} onClick={() => pick('document')}>Documento</Menu.Item>
              <Menu.Item leftSection={<IconVolume size={16} />} disabled={blocked} onClick={() => pick('audio')}>Audio</Menu.Item>
              <Menu.Item leftSection={<IconMovie size={16} />} disabled={blocked} onClick={() => pick('video')}>Video</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <EmojiPicker disabled={disabled} onPick={(emoji) => setText((t) => t + emoji)} />
          <Tooltip label={recorder.recording ? `Grabando ${recorder.seconds} s: suelta para enviar` : 'Mantén presionado para grabar'}>
            <ActionIcon variant={recorder.recording ? 'filled' : 'subtle'} color={recorder.recording ? 'red' : undefined}
              aria-label="Grabar nota de voz" disabled={blocked || !recorder.supported}
              onPointerDown={recorder.start} onPointerUp={recorder.stop} onPointerLeave={recorder.stop}>
              <IconMicrophone size={18} />
            </ActionIcon>
          </Tooltip>
          {templates && !disabled && !required && (
            <Tooltip label="Plantillas">
              <ActionIcon variant={picking.open ? 'light' : 'subtle'} aria-label="Plantillas" aria-pressed={picking.open}
                onClick={() => setPicking((current) => ({ open: !current.open, focus: !current.open }))}>
                <IconTemplate size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {recorder.recording && <Text size="sm" c="red" aria-live="polite">{`${recorder.seconds} s`}</Text>}
        </Group>
        <ActionIcon size="lg" onClick={() => void send()} loading={sending} disabled={blocked || !text.trim()} aria-label="Enviar">
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

interface AttachmentPreviewProps {
  file: File;
  onSend(caption: string): Promise<void>;
  onCancel(): void;
}

/** What is about to be sent: the image, the player or the document's name and size, with an optional caption. */
function AttachmentPreview({ file, onSend, onCancel }: AttachmentPreviewProps) {
  const [caption, setCaption] = useState('');
  const [sending, setSending] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const kind = fileKind(file);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  const send = async () => {
    setSending(true);
    try {
      await onSend(caption);
    } catch {
      // The workspace already said why; the preview stays so it can be sent again.
    } finally {
      setSending(false);
    }
  };
  return (
    <Paper withBorder p="xs" radius="md" mb="xs" role="group" aria-label="Archivo por enviar" data-testid="attachment-preview">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {url && kind === 'image' && <Image src={url} alt={`Vista previa de ${file.name}`} w={96} h={96} fit="cover" radius="sm" />}
        {url && kind === 'video' && <video src={url} controls style={{ width: 160, maxHeight: 120 }} aria-label={`Vista previa de ${file.name}`} />}
        {url && kind === 'audio' && <audio src={url} controls style={{ width: 220 }} aria-label={`Vista previa de ${file.name}`} />}
        {kind === 'document' && <IconFileText size={40} aria-hidden />}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} truncate title={file.name}>{file.name}</Text>
          <Text size="xs" c="dimmed">{fileSize(file.size)}</Text>
          {kind !== 'audio' && (
            <TextInput size="xs" label="Descripción" placeholder="Opcional" value={caption} data-autofocus
              onChange={(e) => setCaption(e.currentTarget.value)}
              onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void send(); } }} />
          )}
        </Stack>
      </Group>
      <Group justify="flex-end" gap="xs" mt="xs">
        <Button size="xs" variant="default" onClick={onCancel} disabled={sending}>Cancelar</Button>
        <Button size="xs" onClick={() => void send()} loading={sending}>Enviar</Button>
      </Group>
    </Paper>
  );
}

/** Records while held; the recording becomes an ogg (or the browser's best) file named by its time. */
function useVoiceRecorder(onDone: (file: File) => void) {
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const media = useRef<MediaRecorder | null>(null);
  const supported = typeof window !== 'undefined' && typeof window.MediaRecorder !== 'undefined' && !!navigator.mediaDevices;

  useEffect(() => {
    if (!recording) return;
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [recording]);

  const start = async () => {
    if (!supported || media.current) return;
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const type = MediaRecorder.isTypeSupported('audio/ogg;codecs=opus') ? 'audio/ogg;codecs=opus' : 'audio/webm';
      const chunks: Blob[] = [];
      const recorder = new MediaRecorder(stream, { mimeType: type });
      recorder.ondataavailable = (event) => chunks.push(event.data);
      recorder.onstop = () => {
        stream.getTracks().forEach((track) => track.stop());
        const extension = type.startsWith('audio/ogg') ? 'ogg' : 'webm';
        if (chunks.length) onDone(new File(chunks, `audio_${Date.now()}.${extension}`, { type: type.split(';')[0] }));
      };
      media.current = recorder;
      recorder.start();
      setSeconds(0);
      setRecording(true);
    } catch (error) {
      console.error('No se pudo usar el micrófono.', error);
    }
  };
  const stop = () => {
    media.current?.stop();
    media.current = null;
    setRecording(false);
  };
  return { recording, seconds, supported, start: () => void start(), stop };
}
