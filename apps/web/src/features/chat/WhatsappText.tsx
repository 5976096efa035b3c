import type { ReactNode } from 'react';
import { Text, type TextProps } from '@mantine/core';
import { whatsappMarkup, type MarkupSegment } from './chat.format';

function styled(segment: MarkupSegment): ReactNode {
  let node: ReactNode = segment.text;
  if (segment.strike) node = <s>{node}</s>;
  if (segment.italic) node = <em>{node}</em>;
  if (segment.bold) node = <strong>{node}</strong>;
  return node;
}

/** A message's text as WhatsApp shows it: *bold*, _italic_ and ~strikethrough~, line breaks kept. */
export function WhatsappText({ text, ...props }: Omit<TextProps, 'children'> & { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} {...props}>
      {/* The segments never change order for a given text: their position is their key. */}
      {whatsappMarkup(text).map((segment, index) => <span key={index}>{styled(segment)}</span>)}
    </Text>
  );
}
