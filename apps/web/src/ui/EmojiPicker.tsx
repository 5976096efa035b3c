import { ActionIcon, Popover, SimpleGrid, Tooltip, UnstyledButton } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';

/** The emojis offered where a message is written (the chat's box, a template's text). */
export const EMOJIS = ['😀', '😊', '😉', '😍', '🙏', '👍', '👏', '🙌', '🎉', '✅', '❌', '⚠️', '📞', '📅', '⏰', '💳', '📦', '🚚', '🏠', '❤️', '😢', '😅', '🤝', '👋'];

/** 'Emojis': a button that opens a grid of emojis; each one picked is handed to `onPick`. */
export function EmojiPicker({ onPick, disabled = false }: { onPick(emoji: string): void; disabled?: boolean }) {
  return (
    <Popover position="top-start" withinPortal>
      <Popover.Target>
        <Tooltip label="Emojis"><ActionIcon variant="subtle" aria-label="Emojis" disabled={disabled}><IconMoodSmile size={18} /></ActionIcon></Tooltip>
      </Popover.Target>
      <Popover.Dropdown aria-label="Emojis">
        <SimpleGrid cols={8} spacing={2}>
          {EMOJIS.map((emoji) => (
            <UnstyledButton key={emoji} onClick={() => onPick(emoji)} fz="lg" aria-label={`Emoji ${emoji}`}>{emoji}</UnstyledButton>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}

/** `text` with `inserted` put where the selection was (replacing it), and where the caret goes after it. */
export function insertAt(text: string, inserted: string, selection: { start: number; end: number } | null): { text: string; caret: number } {
  const start = Math.min(Math.max(selection?.start ?? text.length, 0), text.length);
  const end = Math.min(Math.max(selection?.end ?? start, start), text.length);
  return { text: text.slice(0, start) + inserted + text.slice(end), caret: start + inserted.length };
}
