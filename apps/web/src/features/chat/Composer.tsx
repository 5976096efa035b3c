import { useEffect, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { ActionIcon, Group, Menu, Paper, Popover, SimpleGrid, Stack, Text, Textarea, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconFileText, IconMicrophone, IconMoodSmile, IconMovie, IconNote, IconPaperclip, IconPhoto, IconSend, IconVolume,
} from '@tabler/icons-react';

export interface Shortcut {
  atajo: string;
  text: string;
}

interface ComposerProps {
  disabled: boolean;
  shortcuts: Shortcut[];
  onSendText(text: string): Promise<void>;
  onSendFile(file: File): Promise<void>;
  onNote(): void;
}

const EMOJIS = ['😀', '😊', '😉', '😍', '🙏', '👍', '👏', '🙌', '🎉', '✅', '❌', '⚠️', '📞', '📅', '⏰', '💳', '📦', '🚚', '🏠', '❤️', '😢', '😅', '🤝', '👋'];
const ACCEPT: Record<string, string> = { image: 'image/*', document: '.pdf,.doc,.docx', audio: 'audio/*', video: 'video/*' };

/**
 * The message box: Enter sends, Shift+Enter breaks the line, '/' filters the shortcuts, files come from
 * the attach menu, a drop or a paste, and a held microphone records a voice note (ogg where supported).
 */
export function Composer({ disabled, shortcuts, onSendText, onSendFile, onNote }: ComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const recorder = useVoiceRecorder((file) => void onSendFile(file));

  const slash = text.startsWith('/') && !text.includes(' ') ? text.toUpperCase() : null;
  const matches = slash === null ? [] : shortcuts.filter((s) => s.atajo.startsWith(slash));

  const send = async () => {
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    try {
      await onSendText(body);
      setText('');
    } finally {
      setSending(false);
    }
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      if (matches.length === 1) setText(matches[0]!.text);
      else void send();
    }
  };
  const pick = (kind: string) => {
    if (!fileInput.current) return;
    fileInput.current.accept = ACCEPT[kind] ?? '';
    fileInput.current.click();
  };
  const takeFiles = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file) void onSendFile(file);
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
      onDrop={drop} style={dragging ? { outline: '2px dashed var(--mantine-color-blue-5)' } : undefined}>
      <input ref={fileInput} type="file" hidden onChange={(e) => { takeFiles(e.currentTarget.files); e.currentTarget.value = ''; }} aria-hidden />
      <Popover opened={matches.length > 0} position="top-start" width={360} withinPortal>
        <Popover.Target>
          <Textarea
            aria-label="Mensaje"
            placeholder={disabled ? 'Toma la conversación para responder' : 'Escribe un mensaje; / para atajos'}
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
      {slash !== null && matches.length === 0 && shortcuts.length === 0 && <Text size="xs" c="dimmed" mt={4}>No hay atajos disponibles</Text>}
      <Group justify="space-between" mt={6}>
        <Group gap={4}>
          <Menu position="top-start" disabled={disabled}>
            <Menu.Target>
              <Tooltip label="Adjuntar"><ActionIcon variant="subtle" aria-label="Adjuntar" disabled={disabled}><IconPaperclip size={18} /></ActionIcon></Tooltip>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconNote size={16} />} onClick={onNote}>Notas</Menu.Item>
              <Menu.Item leftSection={<IconPhoto size={16} />} onClick={() => pick('image')}>Imágenes</Menu.Item>
              <Menu.Item leftSection={<IconFileText size={16} />} onClick={() => pick('document')}>Documento</Menu.Item>
              <Menu.Item leftSection={<IconVolume size={16} />} onClick={() => pick('audio')}>Audio</Menu.Item>
              <Menu.Item leftSection={<IconMovie size={16} />} onClick={() => pick('video')}>Video</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Popover position="top-start" withinPortal>
            <Popover.Target>
              <Tooltip label="Emojis"><ActionIcon variant="subtle" aria-label="Emojis" disabled={disabled}><IconMoodSmile size={18} /></ActionIcon></Tooltip>
            </Popover.Target>
            <Popover.Dropdown>
              <SimpleGrid cols={8} spacing={2}>
                {EMOJIS.map((emoji) => (
                  <UnstyledButton key={emoji} onClick={() => setText((t) => t + emoji)} fz="lg" aria-label={`Emoji ${emoji}`}>{emoji}</UnstyledButton>
                ))}
              </SimpleGrid>
            </Popover.Dropdown>
          </Popover>
          <Tooltip label={recorder.recording ? `Grabando ${recorder.seconds} s: suelta para enviar` : 'Mantén presionado para grabar'}>
            <ActionIcon variant={recorder.recording ? 'filled' : 'subtle'} color={recorder.recording ? 'red' : undefined}
              aria-label="Grabar nota de voz" disabled={disabled || !recorder.supported}
              onPointerDown={recorder.start} onPointerUp={recorder.stop} onPointerLeave={recorder.stop}>
              <IconMicrophone size={18} />
            </ActionIcon>
          </Tooltip>
          {recorder.recording && <Text size="sm" c="red" aria-live="polite">{`${recorder.seconds} s`}</Text>}
        </Group>
        <ActionIcon size="lg" onClick={() => void send()} loading={sending} disabled={disabled || !text.trim()} aria-label="Enviar">
          <IconSend size={18} />
        </ActionIcon>
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
