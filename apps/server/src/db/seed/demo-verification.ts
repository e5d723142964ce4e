import { VERIFICATION_MODULE_NAME, type DirectLookupType, type LookupReason } from '@cmis/shared';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { istToday } from '../dates.js';
import {
  SANDBOX_OTP,
  SandboxVerificationProvider,
} from '../../platform/verification/sandbox-driver.js';
import { maskAadhaar, storedResult } from '../../platform/verification/stored-result.js';
import type { Db } from '../client.js';
import { users, verificationAllocations, verificationLookups } from '../schema/index.js';

const PUNE_CITY = 1;
const NAGPUR_CITY = 3;

/** Past searches for the demo, spread over the last two weeks (never today). */
const LOOKUPS: {
  type: DirectLookupType | 'aadhaarOtp';
  idNumber: string;
  dob?: string;
  reason: LookupReason;
  details: string;
  by: string;
  daysAgo: number;
}[] = [
  {
    type: 'vehicle',
    idNumber: 'MH12AB1234',
    reason: 'accused',
    details: 'चोरीच्या संशयित दुचाकीची तपासणी',
    by: 'pune.shivajinagar',
    daysAgo: 1,
  },
  {
    type: 'vehicle',
    idNumber: 'MH12KL4521',
    reason: 'suspicious',
    details: 'Parked near the bank at night; owner checked',
    by: 'pune.admin',
    daysAgo: 3,
  },
  {
    type: 'vehicle',
    idNumber: 'MH14GH7788',
    reason: 'bail',
    details: 'जामीनदाराच्या वाहनाची कागदपत्रे',
    by: 'pune.kothrud',
    daysAgo: 6,
  },
  {
    type: 'licence',
    idNumber: 'MH12 20110012345',
    dob: '1988-06-14',
    reason: 'accused',
    details: 'Licence shown at the time of arrest',
    by: 'pune.shivajinagar',
    daysAgo: 2,
  },
  {
    type: 'licence',
    idNumber: 'MH14-20150067890',
    dob: '1992-11-03',
    reason: 'bail',
    details: 'जामिनासाठी सादर केलेला परवाना',
    by: 'pune.admin',
    daysAgo: 8,
  },
  {
    type: 'aadhaar',
    idNumber: '234567891234',
    reason: 'bail',
    details: 'जामीनदाराचे आधार कार्ड',
    by: 'pune.admin',
    daysAgo: 1,
  },
  {
    type: 'aadhaar',
    idNumber: '345678904321',
    reason: 'suspicious',
    details: 'Person without other identity papers',
    by: 'pune.shivajinagar',
    daysAgo: 5,
  },
  {
    type: 'aadhaarOtp',
    idNumber: '456789015678',
    reason: 'accused',
    details: 'आरोपीच्या संमतीने OTP द्वारे पडताळणी',
    by: 'pune.admin',
    daysAgo: 4,
  },
  {
    type: 'voter',
    idNumber: 'ABC1234567',
    reason: 'suspicious',
    details: 'Address on the voter card checked',
    by: 'pune.shivajinagar',
    daysAgo: 2,
  },
  {
    type: 'voter',
    idNumber: 'MHV7654321',
    reason: 'bail',
    details: 'जामीनदाराचे मतदार ओळखपत्र',
    by: 'pune.admin',
    daysAgo: 9,
  },
  {
    type: 'passport',
    idNumber: 'PN1234567891234',
    dob: '1985-02-20',
    reason: 'accused',
    details: 'Passport details before the court date',
    by: 'pune.admin',
    daysAgo: 3,
  },
  {
    type: 'passport',
    idNumber: 'PN9876543210123',
    dob: '1990-09-09',
    reason: 'suspicious',
    details: 'परदेश प्रवासाची माहिती',
    by: 'pune.shivajinagar',
    daysAgo: 12,
  },
];

/**
 * Demo document verification (issue 7): Pune City on plan B for a year, Nagpur City on plan
 * A ending in 20 days, and sandbox lookups of every tab for Pune. Runs once.
 */
export async function seedDemoVerification(db: Db): Promise<void> {
  const existing = await db.select({ n: count() }).from(verificationAllocations);
  if ((existing[0]?.n ?? 0) > 0) return;
  const superadmin = (
    await db.select({ id: users.id }).from(users).where(eq(users.userid, 'superadmin'))
  )[0];
  await db.insert(verificationAllocations).values([
    {
      moduleName: VERIFICATION_MODULE_NAME,
      email: 'cp.pune@mahapolice.gov.in',
      cityId: PUNE_CITY,
      plan: 'B',
      years: 1,
      expiresOn: sql`(${istToday} + interval '1 year')::date`,
      createdBy: superadmin?.id ?? null,
    },
    {
      moduleName: VERIFICATION_MODULE_NAME,
      email: 'cp.nagpur@mahapolice.gov.in',
      cityId: NAGPUR_CITY,
      plan: 'A',
      years: 1,
      // allotted a year ago less 20 days, so it ends in 20 days
      expiresOn: sql`(${istToday} + 20)`,
      createdBy: superadmin?.id ?? null,
      createdAt: sql`now() - interval '345 days'`,
    },
  ]);
  const officers = await db
    .select({
      id: users.id,
      userid: users.userid,
      cityId: users.cityId,
      stationId: users.stationId,
    })
    .from(users)
    .where(inArray(users.userid, [...new Set(LOOKUPS.map((l) => l.by))]));
  const sandbox = new SandboxVerificationProvider();
  for (const l of LOOKUPS) {
    const officer = officers.find((o) => o.userid === l.by);
    if (!officer || officer.cityId === null) continue;
    const masked = maskAadhaar(l.idNumber);
    const data =
      l.type === 'aadhaarOtp'
        ? await sandbox.submitOtp((await sandbox.generateOtp(l.idNumber)).clientId, SANDBOX_OTP)
        : await sandbox.lookup({ type: l.type, idNumber: l.idNumber, dob: l.dob });
    const isAadhaar = l.type === 'aadhaar' || l.type === 'aadhaarOtp';
    await db.insert(verificationLookups).values({
      type: l.type,
      number: isAadhaar ? masked : l.idNumber,
      dob: l.dob ?? null,
      reason: l.reason,
      details: l.details,
      result: storedResult(l.type, data, masked),
      cityId: officer.cityId,
      stationId: officer.stationId,
      userId: officer.id,
      ipAddress: '10.20.30.40',
      createdAt: sql`now() - make_interval(days => ${l.daysAgo}, hours => ${l.daysAgo % 7})`,
    });
  }
}
