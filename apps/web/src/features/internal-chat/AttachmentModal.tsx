import { useEffect, useState } from 'react';
import { Button, Center, Group, Image, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { isImageFile } from './internal-chat.format';
import { INTERNAL_CHAT_MAX_TEXT_LENGTH } from '@atiende/shared';

/** Preview of a chosen file with an optional caption, before sending it. */
export function AttachmentModal({ file, onClose, onSend }: {
  file: File | null;
  onClose(): void;
  onSend(file: File, caption: string): void;
}) {
  const [caption, setCaption] = useState('');
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    setCaption('');
    if (!file || !isImageFile(file.name)) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const send = () => {
    if (file) onSend(file, caption);
  };

  return (
    <Modal opened={file !== null} onClose={onClose} title="Enviar archivo" centered>
      <Stack>
        {previewUrl ? (
          <Image src={previewUrl} alt={file?.name ?? ''} radius="sm" fit="contain" mah={300} />
        ) : (
          <Center py="md">
            <Stack align="center" gap={4}>
              <IconFile size={40} stroke={1.5} />
              <Text size="sm" c="dimmed">Este archivo no se puede previsualizar.</Text>
            </Stack>
          </Center>
        )}
        <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>{file?.name}</Text>
        <TextInput
          aria-label="Descripción del archivo"
          placeholder="Añadir un mensaje..."
          maxLength={INTERNAL_CHAT_MAX_TEXT_LENGTH}
          value={caption}
          onChange={(event) => setCaption(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              send();
            }
          }}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancelar</Button>
          <Button onClick={send}>Enviar</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
