import { ActionIcon, CopyButton, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { publicSurveyLink } from './surveys.api';

/** The link a whatsapp or general survey is answered through, to copy or open. */
export function PublicLink({ token }: { token: string }) {
  const link = publicSurveyLink(token);
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">Enlace para responder</Text>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" style={{ wordBreak: 'break-all', flex: 1 }} data-testid="public-link">{link}</Text>
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copiado' : 'Copiar'}>
              <ActionIcon variant="subtle" onClick={copy} aria-label="Copiar enlace">
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
        <Tooltip label="Abrir">
          <ActionIcon variant="subtle" component="a" href={link} target="_blank" rel="noreferrer" aria-label="Abrir enlace">
            <IconExternalLink size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
