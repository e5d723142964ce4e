import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A multipart body with one file, as the browser's upload field sends it. */
export function multipart(fileName: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = '----cmisTestBoundary7MA4YWxkTrZu0gW';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function upload(
  app: FastifyInstance,
  cookie: string,
  kind: string,
  fileName: string,
  bytes: Buffer,
) {
  const body = multipart(fileName, bytes);
  return app.inject({
    method: 'POST',
    url: `/api/files?kind=${kind}`,
    headers: { cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

export const samplePng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();

export const samplePdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export const sampleMp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mp42isom'),
    Buffer.alloc(64),
  ]);
