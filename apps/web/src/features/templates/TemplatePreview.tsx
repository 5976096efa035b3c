import { useEffect, useState } from 'react';
import { Box, Group, Image, Paper, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { WhatsAppText } from '../../ui/WhatsAppText';
import { headerTypeOf, previewBody } from './template-form';

/** The chosen file as an address the page can show, released when the file changes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

function Header({ file }: { file: File }) {
  const url = useObjectUrl(file);
  const kind = headerTypeOf(file);
  if (kind === 'image') return url ? <Image src={url} alt={`Encabezado: ${file.name}`} radius="sm" mah={180} fit="cover" mb={6} /> : null;
  if (kind === 'video') {
    return url ? <video src={url} controls aria-label={`Encabezado: ${file.name}`} style={{ width: '100%', maxHeight: 180, borderRadius: 4, marginBottom: 6 }} /> : null;
  }
  return (
    <Group gap={6} wrap="nowrap" mb={6} p={6} style={{ borderRadius: 4, background: 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-4))' }}>
      <IconFileText size={24} aria-hidden />
      <Text size="sm" truncate>{file.name}</Text>
    </Group>
  );
}

/** 'Vista previa': the template as the customer's WhatsApp shows it, with the examples in its variables and *bold* / _italics_ drawn. */
export function TemplatePreview({ body, examples, file }: { body: string; examples: string[]; file: File | null }) {
  const text = previewBody(body, examples);
  return (
    <Box component="section" aria-labelledby="template-preview-title">
      <Title order={3} size="h6" mb={6} id="template-preview-title">Vista previa</Title>
      <Paper p="md" radius="md" data-testid="template-preview"
        style={{ background: 'light-dark(#efeae2, var(--mantine-color-dark-8))' }}>
        <Paper shadow="xs" radius="md" p="xs" maw={320}
          style={{ background: 'light-dark(#ffffff, var(--mantine-color-dark-5))' }}>
          {file && <Header file={file} />}
          {text.trim()
            ? <WhatsAppText>{text}</WhatsAppText>
            : <Text size="sm" c="dimmed">El texto del template aparecerá aquí.</Text>}
        </Paper>
      </Paper>
    </Box>
  );
}
