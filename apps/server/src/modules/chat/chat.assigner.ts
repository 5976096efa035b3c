import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { assignWaiting, SWEEP_BATCH } from './chat.assignment.js';

/*
 * Gives the conversations that customers' messages leave waiting, once the webhook's transaction has committed. One
 * campaign is assigned by one loop at a time on this instance, in short transactions of up to SWEEP_BATCH: a request
 * is answered by the first transaction that starts after it, so a burst of webhooks shares a few transactions instead
 * of queueing its own for the campaign's lock. Each transaction waits for the lock (another instance may be
 * assigning the campaign); the loop goes on while requests keep coming or a transaction found a full batch.
 */

interface Lane {
  running: boolean;
  /** Requests made since the last transaction began: the next one answers them. */
  waiting: (() => void)[];
}

export interface ArrivalAssigner {
  /** Resolves once a transaction that began after this call has ended: the arrivals committed before it were offered. */
  request(campaignId: number): Promise<void>;
  /** Waits for the loops under way; later requests do nothing. */
  stop(): Promise<void>;
}

export function createArrivalAssigner(db: Db, log: FastifyBaseLogger): ArrivalAssigner {
  const lanes = new Map<number, Lane>();
  const loops = new Set<Promise<void>>();
  let stopped = false;

  async function assignLoop(campaignId: number, lane: Lane): Promise<void> {
    let full = true;
    while (!stopped && (full || lane.waiting.length > 0)) {
      const answered = lane.waiting;
      lane.waiting = [];
      try {
        full = (await db.transaction((tx) => assignWaiting(tx, campaignId, { limit: SWEEP_BATCH }))) === SWEEP_BATCH;
      } catch (error) {
        // What is left waiting goes on the next request or the periodic sweep.
        log.error({ err: error, campaignId }, 'asignación automática: no se pudo asignar');
        full = false;
      }
      for (const answer of answered) answer();
    }
    for (const answer of lane.waiting.splice(0)) answer();
    lane.running = false;
  }

  return {
    request(campaignId) {
      if (stopped) return Promise.resolve();
      const lane = lanes.get(campaignId) ?? { running: false, waiting: [] };
      lanes.set(campaignId, lane);
      const answered = new Promise<void>((resolve) => lane.waiting.push(resolve));
      if (!lane.running) {
        lane.running = true;
        const loop = assignLoop(campaignId, lane).finally(() => loops.delete(loop));
        loops.add(loop);
      }
      return answered;
    },
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}
