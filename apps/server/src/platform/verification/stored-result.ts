import type { LookupType } from '@cmis/shared';
import type { ProviderData } from './provider.js';

/** Aadhaar numbers are only ever kept and shown as 'XXXX XXXX 1234' (decision 0029). */
export function maskAadhaar(number: string): string {
  return `XXXX XXXX ${number.replace(/\D/g, '').slice(-4)}`;
}

/**
 * What is stored of a provider's answer: the Aadhaar number masked (both Aadhaar types),
 * the voter record's own id dropped (spec 3 §7.3 'id field removed').
 */
export function storedResult(
  type: LookupType,
  data: ProviderData,
  maskedNumber: string,
): ProviderData {
  const out: ProviderData = { ...data };
  if (type === 'aadhaar' || type === 'aadhaarOtp') out.aadhaar_number = maskedNumber;
  if (type === 'voter') delete out.id;
  return out;
}
