import type { DirectLookupType } from '@cmis/shared';
import {
  ProviderError,
  type DirectLookup,
  type ProviderData,
  type VerificationProvider,
} from './provider.js';

/** Surepass-compatible paths (issue 7). */
export const PROVIDER_PATHS: Record<DirectLookupType | 'generateOtp' | 'submitOtp', string> = {
  vehicle: '/api/v1/rc/rc-full',
  licence: '/api/v1/driving-license/driving-license',
  aadhaar: '/api/v1/aadhaar-validation/aadhaar-validation',
  voter: '/api/v1/voter-id/voter-id',
  passport: '/api/v1/passport/passport/passport-details',
  generateOtp: '/api/v1/aadhaar-v2/generate-otp',
  submitOtp: '/api/v1/aadhaar-v2/submit-otp',
};

/** A provider's own message is shown only when it is a short plain sentence. */
function providerMessage(body: unknown): string {
  const m = (body as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m.trim() !== '' && m.length <= 200
    ? m.trim()
    : 'Verification Failed.';
}

/**
 * POST {baseUrl}{path} with `Authorization: Bearer {token}` and a JSON body. Success is a 2xx
 * with `{ success: true, data: {...} }`; a 4xx other than 401/403/429 is the provider's
 * refusal (its message is kept); anything else, a timeout or a network error is a failure.
 */
export class HttpVerificationProvider implements VerificationProvider {
  readonly name = 'http';
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly timeoutMs = 15_000,
  ) {}

  private async call(path: string, payload: Record<string, string>): Promise<ProviderData> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${this.token}`,
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const timedOut = (err as { name?: string }).name === 'TimeoutError';
      throw new ProviderError('failed', timedOut ? 'provider timed out' : 'provider unreachable');
    }
    let body: unknown = null;
    try {
      body = await res.json();
    } catch {
      body = null;
    }
    if (res.ok) {
      const b = body as { success?: unknown; data?: unknown } | null;
      if (
        b &&
        b.success !== false &&
        b.data &&
        typeof b.data === 'object' &&
        !Array.isArray(b.data)
      ) {
        return b.data as ProviderData;
      }
      if (b && b.success === false)
        throw new ProviderError('rejected', providerMessage(b), res.status);
      throw new ProviderError('failed', 'provider answered without data', res.status);
    }
    const refused =
      res.status >= 400 && res.status < 500 && ![401, 403, 408, 429].includes(res.status);
    if (refused) throw new ProviderError('rejected', providerMessage(body), res.status);
    throw new ProviderError('failed', `provider answered ${res.status}`, res.status);
  }

  lookup(request: DirectLookup): Promise<ProviderData> {
    const payload: Record<string, string> = { id_number: request.idNumber };
    if (request.dob) payload.dob = request.dob;
    return this.call(PROVIDER_PATHS[request.type], payload);
  }

  async generateOtp(aadhaarNumber: string): Promise<{ clientId: string }> {
    const data = await this.call(PROVIDER_PATHS.generateOtp, { id_number: aadhaarNumber });
    const clientId = data.client_id;
    if (typeof clientId !== 'string' || clientId === '' || clientId.length > 200) {
      throw new ProviderError('failed', 'provider answered without a client id');
    }
    return { clientId };
  }

  submitOtp(clientId: string, otp: string): Promise<ProviderData> {
    return this.call(PROVIDER_PATHS.submitOtp, { client_id: clientId, otp });
  }
}
