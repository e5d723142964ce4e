import type { DirectLookupType } from '@cmis/shared';

/** The provider's `data` object: snake_case fields as spec 3 §3 lists them. */
export type ProviderData = Record<string, unknown>;

/** One lookup the provider answers directly (everything but the Aadhaar OTP pair). */
export interface DirectLookup {
  type: DirectLookupType;
  /** Trimmed, upper-cased and format-checked before it gets here. */
  idNumber: string;
  /** YYYY-MM-DD; licence and passport only. */
  dob?: string | undefined;
}

/**
 * Why a provider call did not give data. `rejected`: the provider looked and said no (its
 * 422, e.g. 'Verification Failed.'), shown to the user with its message. `failed`: no usable
 * answer (timeout, network, bad credential, 5xx, malformed body), shown as the spec's
 * fallback message for the tab (spec 3 §8).
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'rejected' | 'failed',
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** Document verification (architecture rule 11): a Surepass-compatible HTTP API or the sandbox. */
export interface VerificationProvider {
  readonly name: 'sandbox' | 'http';
  lookup(request: DirectLookup): Promise<ProviderData>;
  /** Asks the provider to text an OTP to the Aadhaar holder; answers its client id. */
  generateOtp(aadhaarNumber: string): Promise<{ clientId: string }>;
  submitOtp(clientId: string, otp: string): Promise<ProviderData>;
}
