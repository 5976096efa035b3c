import { useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, FileButton, Group, TextInput, Tooltip } from '@mantine/core';
import { IconMicrophone, IconPaperclip, IconSend } from '@tabler/icons-react';
import { INTERNAL_CHAT_AUDIO_CAPTION } from '@atiende/shared';
import { AttachmentModal } from './AttachmentModal';
import { audioFilename } from './audio';
import { useVoiceRecorder } from './useVoiceRecorder';

interface ComposerProps {
  placeholder: string;
  /** Returns whether the text went out; the input is cleared only then. */
  onSendText(text: string): boolean;
  /** When given, the composer offers attachments and press-and-hold voice notes. */
  onSendFile?(file: Blob, filename: string, caption: string): void;
}

const isHoldKey = (event: KeyboardEvent) => event.key === ' ' || event.key === 'Enter';

/** The message input: Enter sends, an empty text is not sent. */
export function Composer({ placeholder, onSendText, onSendFile }: ComposerProps) {
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<File | null>(null);
  const resetFileInput = useRef<() => void>(null);
  const recorder = useVoiceRecorder((wav) => onSendFile?.(wav, audioFilename(), INTERNAL_CHAT_AUDIO_CAPTION));

  const closeAttachment = () => {
    setAttachment(null);
    resetFileInput.current?.();
  };

  const send = () => {
    if (!text.trim()) return;
    if (onSendText(text)) setText('');
  };

  return (
    <>
      <Group gap={6} wrap="nowrap" p="xs">
        {onSendFile && (
          <FileButton onChange={setAttachment} resetRef={resetFileInput}>
            {(props) => (
              <ActionIcon {...props} variant="subtle" size="lg" aria-label="Adjuntar archivo">
                <IconPaperclip size={18} />
              </ActionIcon>
            )}
          </FileButton>
        )}
        <TextInput
          style={{ flex: 1 }}
          aria-label="Mensaje"
          placeholder={recorder.recording ? 'Grabando audio...' : placeholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
        />
        {onSendFile && (
          <Tooltip label="Mantén presionado para grabar">
            <ActionIcon
              size="lg"
              variant={recorder.recording ? 'filled' : 'subtle'}
              color={recorder.recording ? 'red' : undefined}
              aria-label="Grabar audio"
              aria-pressed={recorder.recording}
              onPointerDown={(event) => {
                event.preventDefault();
                void recorder.start();
              }}
              onPointerUp={recorder.stop}
              onPointerLeave={recorder.stop}
              onPointerCancel={recorder.stop}
              onKeyDown={(event) => {
                if (isHoldKey(event) && !event.repeat) void recorder.start();
              }}
              onKeyUp={(event) => {
                if (isHoldKey(event)) recorder.stop();
              }}
              onContextMenu={(event) => event.preventDefault()}
            >
              <IconMicrophone size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        <ActionIcon size="lg" aria-label="Enviar mensaje" onClick={send} disabled={!text.trim()}>
          <IconSend size={18} />
        </ActionIcon>
      </Group>
      {onSendFile && (
        <AttachmentModal
          file={attachment}
          onClose={closeAttachment}
          onSend={(file, caption) => {
            onSendFile(file, file.name, caption);
            closeAttachment();
          }}
        />
      )}
    </>
  );
}
