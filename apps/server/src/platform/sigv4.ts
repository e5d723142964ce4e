import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3-compatible stores (AWS S3, MinIO, Ceph). Hand-written with
 * node:crypto because three requests (PUT, GET, DELETE) do not justify an SDK of several
 * megabytes (decision 0036). The store verifies by recomputing the same signature, so the
 * canonical form below must follow the AWS documentation byte for byte.
 */

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface SignInput {
  method: string;
  /** Absolute URL of the object, path already in its final (encoded) form. */
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256; lower-case names. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (S3 requires it in x-amz-content-sha256). */
  payloadHash: string;
  /** yyyymmddThhmmssZ */
  amzDate: string;
}

const SERVICE = 's3';
const ALGORITHM = 'AWS4-HMAC-SHA256';

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** An object key as a URL path: each segment encoded, the slashes kept (S3 encodes once). */
export const encodeKeyPath = (key: string) => key.split('/').map(uriEncode).join('/');

export function amzDateOf(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function canonicalQuery(url: URL): string {
  const pairs = [...url.searchParams.entries()].map(([k, v]) => [uriEncode(k), uriEncode(v)]);
  pairs.sort(([a, av], [b, bv]) => (a === b ? (av! < bv! ? -1 : 1) : a! < b! ? -1 : 1));
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

/** The headers that are signed, with host and the two x-amz headers always among them. */
function signedHeaderMap(input: SignInput): Map<string, string> {
  const all: Record<string, string> = {
    ...input.headers,
    host: input.url.host,
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': input.amzDate,
  };
  const names = Object.keys(all)
    .map((n) => n.toLowerCase())
    .sort();
  return new Map(names.map((n) => [n, String(all[n]).trim().replace(/\s+/g, ' ')]));
}

export function signature(
  creds: Credentials,
  input: SignInput,
): {
  signature: string;
  scope: string;
  signedHeaders: string;
} {
  const headers = signedHeaderMap(input);
  const signedHeaders = [...headers.keys()].join(';');
  const canonicalRequest = [
    input.method.toUpperCase(),
    input.url.pathname || '/',
    canonicalQuery(input.url),
    [...headers].map(([n, v]) => `${n}:${v}\n`).join(''),
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const day = input.amzDate.slice(0, 8);
  const scope = `${day}/${creds.region}/${SERVICE}/aws4_request`;
  const stringToSign = [ALGORITHM, input.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day), creds.region), SERVICE),
    'aws4_request',
  );
  return {
    signature: createHmac('sha256', key).update(stringToSign).digest('hex'),
    scope,
    signedHeaders,
  };
}

/** The headers to send: the signed ones plus Authorization. */
export function signRequest(creds: Credentials, input: SignInput): Record<string, string> {
  const { signature: sig, scope, signedHeaders } = signature(creds, input);
  return {
    ...input.headers,
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': input.amzDate,
    authorization: `${ALGORITHM} Credential=${creds.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${sig}`,
  };
}

export interface ParsedAuthorization {
  accessKeyId: string;
  day: string;
  region: string;
  signedHeaders: string[];
  signature: string;
}

/** Reads an Authorization header of the form signRequest writes; null when malformed. */
export function parseAuthorization(header: string | undefined): ParsedAuthorization | null {
  const m = header?.match(
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/,
  );
  if (!m) return null;
  return {
    accessKeyId: m[1]!,
    day: m[2]!,
    region: m[3]!,
    signedHeaders: m[4]!.split(';'),
    signature: m[5]!,
  };
}

export function sameSignature(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
