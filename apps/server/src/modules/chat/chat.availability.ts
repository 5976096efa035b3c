import type { AvailabilityHook } from '../users/users.availability.js';
import { assignForAgent } from './chat.assignment.js';

/** An agent who becomes available is given their campaigns' waiting conversations at once, as one who frees a slot. */
export const chatAvailability: AvailabilityHook = async (tx, userId) => {
  await assignForAgent(tx, userId);
};
