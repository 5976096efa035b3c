import { z } from 'zod';
import { defineJob } from '../../jobs/jobs.runner.js';
import { runBroadcastSend } from './broadcasts.sender.js';

const sendPayload = z.object({ sendId: z.number().int().positive() });

declare module '../../jobs/jobs.runner.js' {
  interface JobPayloads {
    'broadcasts.send': z.infer<typeof sendPayload>;
  }
}

/** Broadcasts, confirmations and mass messages: one resumable job per send. */
export const broadcastsJobs = [
  defineJob({ kind: 'broadcasts.send', payload: sendPayload, run: (payload, { app, options }) => runBroadcastSend(app, payload.sendId, options) }),
];
