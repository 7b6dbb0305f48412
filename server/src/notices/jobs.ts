import type { QueueDefinition } from '../jobs';
import type { ChannelName } from './channel';

/** Drains of the notice queue, one per channel at a time (`singletonKey` drain-<channel>). */
export const SERVICE_QUEUE = 'service-notices';

export interface ServiceJobData {
  channel: ChannelName;
  /** The portal's address as the sender reached it (links), when no public address is configured. */
  origin: string | null;
}

/** A drain that dies is retried; the attempts it held are released by `claimed_until`. */
export const SERVICE_QUEUE_DEFINITION: QueueDefinition = {
  name: SERVICE_QUEUE,
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  unique: true,
};

/** The escalation ladder's sweep, like the statutory clock's: one per interval across processes. */
export const SERVICE_SWEEP_QUEUE = 'service-escalation-sweep';

export const SERVICE_SWEEP_QUEUE_DEFINITION: QueueDefinition = {
  name: SERVICE_SWEEP_QUEUE,
  retryLimit: 0,
  retryDelaySeconds: 60,
  retryBackoff: false,
  expireInSeconds: 30 * 60,
  unique: true,
};
