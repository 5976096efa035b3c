import { useEffect, useMemo } from 'react';
import { ActionIcon, Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_MAX_IMAGES, PRODUCT_MSG, type ProductImageRead } from '@atiende/shared';
import { withAccessToken } from '../../ui/file-url';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

/** The pictures of the form: those the product has (minus the ones taken away) and the new ones to upload. */
export interface ImageDraft {
  kept: ProductImageRead[];
  removed: number[];
  added: File[];
}

export const emptyImageDraft = (kept: ProductImageRead[] = []): ImageDraft => ({ kept, removed: [], added: [] });

/** The same checks as the server, so a wrong file is refused before the product is saved. */
export function checkImageFiles(draft: ImageDraft, files: File[]): string | null {
  if (files.some((file) => !ACCEPTED.includes(file.type))) return PRODUCT_MSG.imageType;
  if (files.some((file) => file.size > PRODUCT_IMAGE_MAX_BYTES)) return PRODUCT_MSG.imageTooLarge;
  if (draft.kept.length + draft.added.length + files.length > PRODUCT_MAX_IMAGES) return PRODUCT_MSG.tooManyImages;
  return null;
}

function Thumb({ src, label, onRemove }: { src: string; label: string; onRemove(): void }) {
  return (
    <Paper withBorder radius="md" pos="relative" style={{ overflow: 'hidden' }}>
      <Image src={src} alt={label} h={110} fit="cover" />
      <ActionIcon variant="filled" color="red" size="sm" radius="xl" pos="absolute" top={6} right={6}
        aria-label={`Quitar ${label}`} onClick={onRemove}>
        <IconX size={14} />
      </ActionIcon>
    </Paper>
  );
}

interface ProductImagesProps {
  draft: ImageDraft;
  error: string | null;
  onChange(draft: ImageDraft): void;
  onError(message: string | null): void;
}

/** 'Imágenes': thumbnails with a remove button and a picker for JPG, PNG or WEBP files of up to 5 MB. */
export function ProductImages({ draft, error, onChange, onError }: ProductImagesProps) {
  const previews = useMemo(() => draft.added.map((file) => URL.createObjectURL(file)), [draft.added]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const add = (files: File[]) => {
    const problem = checkImageFiles(draft, files);
    onError(problem);
    if (!problem && files.length > 0) onChange({ ...draft, added: [...draft.added, ...files] });
  };
  const count = draft.kept.length + draft.added.length;

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <div>
          <Text size="sm" fw={500}>Imágenes</Text>
          <Text size="xs" c="dimmed">JPG, PNG o WEBP de hasta 5 MB; máximo {PRODUCT_MAX_IMAGES}.</Text>
        </div>
        <FileButton onChange={add} accept={ACCEPTED.join(',')} multiple>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhotoPlus size={16} />} disabled={count >= PRODUCT_MAX_IMAGES}>
              Agregar imágenes
            </Button>
          )}
        </FileButton>
      </Group>
      {count === 0 && <Text size="sm" c="dimmed">Sin imágenes</Text>}
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }}>
        {draft.kept.map((image, index) => (
          <Thumb key={`k${image.id}`} src={withAccessToken(image.imagen)} label={`imagen ${index + 1}`}
            onRemove={() => onChange({ ...draft, kept: draft.kept.filter((k) => k.id !== image.id), removed: [...draft.removed, image.id] })} />
        ))}
        {draft.added.map((file, index) => (
          <Thumb key={`a${index}-${file.name}`} src={previews[index]!} label={file.name}
            onRemove={() => onChange({ ...draft, added: draft.added.filter((_, i) => i !== index) })} />
        ))}
      </SimpleGrid>
      {error && <Text size="sm" c="red" role="alert">{error}</Text>}
    </Stack>
  );
}
