import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real RGBA PNG that looks like a hand-drawn signature: a dark wavy stroke on a transparent ground.
 * `padding` adds a text chunk of that many bytes, to make a valid PNG as large as wanted.
 */
export function drawnSignaturePng(width = 240, height = 80, padding = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const stride = width * 4 + 1;
  const raw = Buffer.alloc(stride * height);
  const ink = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const at = y * stride + 1 + x * 4;
    raw[at] = 26; raw[at + 1] = 27; raw[at + 2] = 58; raw[at + 3] = 255;
  };
  for (let x = Math.floor(width * 0.08); x < width * 0.92; x += 1) {
    const y = Math.round(height / 2 + (height / 4) * Math.sin(x / 9) * Math.cos(x / 37));
    for (let dy = -1; dy <= 1; dy += 1) ink(x, y + dy);
  }
  const chunks = [chunk('IHDR', header), chunk('IDAT', deflateSync(raw))];
  if (padding > 0) chunks.push(chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding, 0x61)])));
  chunks.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}
