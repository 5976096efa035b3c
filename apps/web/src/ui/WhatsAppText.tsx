import type { ReactNode } from 'react';
import { Text, type TextProps } from '@mantine/core';
import { parseWhatsAppMarkup, type MarkupNode } from './whatsapp-markup';

const TAGS = { bold: 'strong', italic: 'em', strike: 's', mono: 'code' } as const;

function draw(nodes: MarkupNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    const Tag = TAGS[node.style];
    return <Tag key={index}>{draw(node.children)}</Tag>;
  });
}

/** A message's text drawn as WhatsApp shows it: *negrita*, _cursiva_, ~tachado~, ```monoespaciado``` and its line breaks. */
export function WhatsAppText({ children, ...props }: Omit<TextProps, 'children'> & { children: string }) {
  return <Text size="sm" {...props} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{draw(parseWhatsAppMarkup(children))}</Text>;
}
