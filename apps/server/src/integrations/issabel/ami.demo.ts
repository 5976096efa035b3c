import { randomBytes } from 'node:crypto';
import type { Config, IssabelAmiConfig } from '../../config.js';
import { startAmiFake } from './ami.fake.js';

/**
 * With the channel simulator on and no ISSABEL_AMI_HOST, the server talks to the in-repo AMI fake on a
 * loopback port, so calls ring, are answered and end in a demo without a PBX. Returns how to stop it.
 */
export async function startDemoPbx(config: Config, env: NodeJS.ProcessEnv = process.env): Promise<(() => Promise<void>) | null> {
  if (!config.channelSimulator || env.ISSABEL_AMI_HOST?.trim()) return null;
  const credentials = { username: 'atiende-demo', secret: randomBytes(12).toString('base64url') };
  const fake = await startAmiFake({ ...credentials, defaultOutcome: { reason: 4, ringMs: 3000, talkMs: 20_000 } });
  const ami: IssabelAmiConfig = { host: '127.0.0.1', port: fake.port, pingSeconds: 20, ...credentials };
  config.issabelAmi = ami;
  return fake.close;
}
