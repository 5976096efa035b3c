import { z } from './zod-spanish.js';
import { digits, requiredText } from './common.js';

export const MakeCallRequest = z.object({
  number: digits().max(20),
  extension: requiredText(20),
});
export type MakeCallRequest = z.infer<typeof MakeCallRequest>;

export const HangupRequest = z.object({
  channel_id: requiredText(200),
});
export type HangupRequest = z.infer<typeof HangupRequest>;

/** The answer to a call placed through the PBX: the channel to hang up later. */
export const MakeCallAnswer = z.object({ data: z.object({ channel_id: z.string() }) });
export type MakeCallAnswer = z.infer<typeof MakeCallAnswer>;
