import { useRef, useState, type ReactNode } from 'react';
import { Badge, Text, Tooltip, type BadgeProps, type TextProps } from '@mantine/core';

/** Whether an element cuts its content (one line wide, or clamped to a few lines). */
function isCut(element: HTMLElement | null): boolean {
  return !!element && (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
}

/** Opens the tooltip when the pointer or focus arrives and the text is cut at that moment; closes it when they leave. */
function useCutTooltip<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [opened, setOpened] = useState(false);
  const show = () => setOpened(isCut(ref.current));
  const hide = () => setOpened(false);
  return { ref, opened, events: { onMouseEnter: show, onFocus: show, onTouchStart: show, onMouseLeave: hide, onBlur: hide } };
}

/**
 * Text cut to its space, on one line or clamped to `lines`, that shows the whole text in a tooltip when it
 * does not fit (names, descriptions, last messages).
 */
export function TruncatedText({ children, lines, tooltip, ...props }: Omit<TextProps, 'children'> & {
  children: string; lines?: number; tooltip?: ReactNode;
}) {
  const { ref, opened, events } = useCutTooltip<HTMLParagraphElement>();
  return (
    <Tooltip label={tooltip ?? children} opened={opened} multiline maw={360} withinPortal>
      <Text ref={ref} {...(lines && lines > 1 ? { lineClamp: lines } : { truncate: 'end' as const })} {...props} {...events}>
        {children}
      </Text>
    </Tooltip>
  );
}

/** A badge whose label may be cut (a long group or campaign name): the whole label in a tooltip then. */
export function TruncatedBadge({ children, maw = 220, ...props }: Omit<BadgeProps, 'children'> & { children: string }) {
  const { ref, opened, events } = useCutTooltip<HTMLDivElement>();
  return (
    <Tooltip label={children} opened={opened} withinPortal>
      <Badge maw={maw} {...props} {...events} styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
        // The label element is the one that cuts; measure it.
        ref={(node: HTMLDivElement | null) => { ref.current = (node?.querySelector('.mantine-Badge-label') as HTMLDivElement | null) ?? node; }}>
        {children}
      </Badge>
    </Tooltip>
  );
}
