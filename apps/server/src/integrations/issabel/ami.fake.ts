import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { AmiParser, field, serializePacket, type AmiPacket } from './ami.protocol.js';

/**
 * A stand-in for Asterisk's manager port: banner, Login, an async Originate answered by Newchannel,
 * OriginateResponse and Hangup events echoing its ActionID, Hangup of unknown channels refused, Ping.
 */
export async function startAmiFake(options: { username: string; secret: string }) {
  const received: AmiPacket[] = [];
  const channels = new Set<string>();
  let uniqueCounter = 1;
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let signedIn = false;
    const send = (packet: AmiPacket) => socket.write(serializePacket(packet));
    socket.write('Asterisk Call Manager/5.0.2\r\n');
    const parser = new AmiParser((packet) => {
      received.push(packet);
      const action = field(packet, 'Action')?.toLowerCase();
      const actionId = field(packet, 'ActionID') ?? '';
      if (action === 'login') {
        signedIn = field(packet, 'Username') === options.username && field(packet, 'Secret') === options.secret;
        send(signedIn
          ? [['Response', 'Success'], ['ActionID', actionId], ['Message', 'Authentication accepted']]
          : [['Response', 'Error'], ['ActionID', actionId], ['Message', 'Authentication failed']]);
        return;
      }
      if (!signedIn) {
        send([['Response', 'Error'], ['ActionID', actionId], ['Message', 'Permission denied']]);
        return;
      }
      if (action === 'ping') send([['Response', 'Success'], ['ActionID', actionId], ['Ping', 'Pong']]);
      else if (action === 'originate') {
        const uniqueid = `1704102900.${uniqueCounter++}`;
        const channel = `${field(packet, 'Channel')}-0000002a;1`;
        channels.add(channel);
        send([['Response', 'Success'], ['ActionID', actionId], ['Message', 'Originate successfully queued']]);
        setTimeout(() => {
          send([['Event', 'Newchannel'], ['Channel', channel], ['ChannelState', '4'], ['ChannelStateDesc', 'Ring'], ['Exten', field(packet, 'Exten') ?? ''], ['Uniqueid', uniqueid], ['Linkedid', uniqueid]]);
          send([['Event', 'OriginateResponse'], ['ActionID', actionId], ['Response', 'Success'], ['Channel', channel], ['Exten', field(packet, 'Exten') ?? ''], ['Reason', '4'], ['Uniqueid', uniqueid]]);
        }, 5);
      } else if (action === 'hangup') {
        const channel = field(packet, 'Channel') ?? '';
        if (!channels.delete(channel)) {
          send([['Response', 'Error'], ['ActionID', actionId], ['Message', 'No such channel']]);
          return;
        }
        send([['Response', 'Success'], ['ActionID', actionId], ['Message', 'Channel Hungup']]);
        send([['Event', 'Hangup'], ['Channel', channel], ['Cause', '16'], ['Cause-txt', 'Normal Clearing']]);
      } else send([['Response', 'Error'], ['ActionID', actionId], ['Message', 'Invalid/unknown command']]);
    });
    socket.on('data', (chunk: string) => parser.push(chunk));
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
