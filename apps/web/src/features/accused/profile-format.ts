import type { AccusedDetail } from '@cmis/shared';

/** A full Aadhaar number in the groups of four printed on the card: 1234 5678 9012. */
export function formatAadhaar(aadhaar: string): string {
  return aadhaar.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A crime register number with its year, as officers write it: 710/2020. */
export function registerLabel(number: string, year: number | null | undefined): string {
  if (!number && !year) return '';
  if (!year) return number;
  return number ? `${number}/${year}` : String(year);
}

export interface CourtCase {
  caseNumber: string;
  /** The court, for a crime's case; unknown for cases typed on the other-information step. */
  court: string | null;
  /** The crime it belongs to (register number/year), when it came from a crime. */
  crime: string | null;
}

/**
 * Spec 2 §2.4 court cases: the case numbers of the crimes in court, then the other
 * information's case number and registered cases, each number once.
 */
export function courtCases(detail: Pick<AccusedDetail, 'crimes' | 'otherInfo'>): CourtCase[] {
  const cases: CourtCase[] = [];
  const seen = new Set<string>();
  const add = (entry: CourtCase) => {
    const key = entry.caseNumber.trim();
    if (!key || seen.has(key)) return;
    seen.add(key);
    cases.push({ ...entry, caseNumber: key });
  };
  for (const crime of detail.crimes) {
    if (crime.caseNumber) {
      add({
        caseNumber: crime.caseNumber,
        court: crime.courtType,
        crime: registerLabel(crime.registerNumber, crime.registerYear),
      });
    }
  }
  const other = detail.otherInfo;
  if (other) {
    for (const number of [other.caseNo, ...other.registeredCases]) {
      add({ caseNumber: number, court: null, crime: null });
    }
  }
  return cases;
}
