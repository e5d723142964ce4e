import type { NamePart } from '../../modules/accused/name-match/eval/lexicon.js';
import {
  otherSpelling,
  pickAlias,
  pickCommunity,
  pickGiven,
  pickSurname,
  placeName,
  typo,
  typoCandidate,
  usual,
  type Community,
  type Script,
} from './names.js';
import { stream, type Rng } from './random.js';

const DAY = 86_400_000;

/**
 * The person behind a record (issue 16 §7): drawn from a stream of its own keyed by the id
 * of the record that first entered the person, so any record's person can be made again
 * without replaying the crimes. A planted duplicate is a second record of the same person.
 */
export interface Identity {
  first: NamePart;
  father: NamePart;
  surname: NamePart;
  alias: NamePart | null;
  /** Midnight UTC of the date of birth. */
  birth: number;
  religionId: number;
  mobile: string;
  /** House number and locality (of the person's own station) of the address. */
  house: number;
  locality: number;
  /** One 12-digit number per person, starting 1-9 (the format the server accepts). */
  aadhaar: string;
  /** The father's name field of the person's own record: empty, the father, or with surname. */
  fatherField: FatherField;
}

type FatherField = 'none' | 'father' | 'father-surname';

/** The columns of an accused row that come from the person and the officer who typed them. */
export interface RecordFields {
  name: string;
  nameEn: string;
  fatherName: string;
  aliases: string[];
  age: number;
  mobile: string | null;
  religionId: number;
  address: string;
  /** Index into the data set's stations of where the person lives. */
  addressStation: number;
}

/** Who entered the second record: the same station, another of its unit, or the next unit. */
export const DUPLICATE_KINDS = ['same-station', 'same-unit', 'neighbour-unit'] as const;
export type DuplicateKind = (typeof DUPLICATE_KINDS)[number];
/** Shares of the kinds, exact (largest remainder), so even the toy set has each kind. */
const KIND_SHARES = [0.55, 0.25, 0.2];

export interface PlantedPair {
  originalId: number;
  duplicateId: number;
  kind: DuplicateKind;
  variations: string[];
}

export interface PeopleOptions {
  seed: string;
  accused: number;
  duplicates: number;
  /** The first day of the history (ms) and its length: records are entered evenly over it. */
  start: number;
  span: number;
  /** Unit of every station of the data set (index as in `accusedStation`). */
  stationUnit: readonly number[];
  /** Stations where records are placed (the first ones); the others only take duplicates. */
  placedStations: number;
  /** Unit ids in list order: a unit's neighbour is the next one (the last unit's, the one before). */
  unitOrder: readonly number[];
  religions: readonly { id: number; nameEn: string }[];
}

/** Full years from a date of birth to a moment, as an officer works out an age. */
export function ageAt(birth: number, at: number): number {
  const b = new Date(birth);
  const a = new Date(at);
  const age = a.getUTCFullYear() - b.getUTCFullYear();
  const before =
    a.getUTCMonth() < b.getUTCMonth() ||
    (a.getUTCMonth() === b.getUTCMonth() && a.getUTCDate() < b.getUTCDate());
  return before ? age - 1 : age;
}

function mobileNumber(r: Rng): string {
  return `9${String(r.int(1e9)).padStart(9, '0')}`;
}

/**
 * An address is a house number in one of the localities of the police station the person
 * lives under (a station has its own few dozen), not a place anywhere in the state: people
 * of one station share localities, and a person typed again keeps his.
 */
const LOCALITIES = 25;

function locality(station: number, k: number): { deva: string; latin: string } {
  const [deva, latin] = placeName((station * 37 + k * 11) % 200);
  return { deva, latin };
}

function addressText(house: number, station: number, k: number, script: Script = 'deva') {
  return `${house}, ${locality(station, k)[script]}`;
}

function fatherFieldOf(r: Rng): FatherField {
  const roll = r.next();
  return roll < 0.8 ? 'none' : roll < 0.9 ? 'father' : 'father-surname';
}

/** Largest-remainder counts of `total` split by `shares`. */
function quotas(total: number, shares: readonly number[]): number[] {
  const exact = shares.map((s) => s * total);
  const counts = exact.map(Math.floor);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (let left = total - counts.reduce((a, b) => a + b, 0), k = 0; left > 0; left--, k++) {
    const i = (order[k % order.length] as readonly [number, number])[1];
    counts[i] = (counts[i] as number) + 1;
  }
  return counts;
}

export class People {
  /** The original's id of each planted duplicate (by id), 0 for every other record. */
  private readonly originalOf: Int32Array;
  private readonly kindOf: Uint8Array;
  private readonly aadhaarOffset: bigint;
  private readonly religionIds: Record<Community | 'buddhist' | 'jain' | 'sikh' | 'other', number>;

  /**
   * Plans the duplicates: `accusedStation` holds every record's placement and gets the
   * station that entered each duplicate.
   */
  constructor(
    private readonly o: PeopleOptions,
    private readonly accusedStation: Int32Array,
  ) {
    const n = o.accused;
    this.originalOf = new Int32Array(n + 1);
    this.kindOf = new Uint8Array(n + 1);
    this.aadhaarOffset = BigInt(stream(o.seed, 'aadhaar').int(900_000_000_000));
    const byName = (name: string) =>
      o.religions.find((x) => x.nameEn === name)?.id ?? o.religions[0]?.id ?? 1;
    this.religionIds = {
      majority: byName('Hindu'),
      muslim: byName('Muslim'),
      christian: byName('Christian'),
      buddhist: byName('Buddhist'),
      jain: byName('Jain'),
      sikh: byName('Sikh'),
      other: byName('Other'),
    };
    this.planDuplicates();
  }

  /** When record `id` was entered: evenly over the history, so a later id is a later record. */
  created(id: number): number {
    const o = this.o;
    return (
      o.start + Math.floor(((id - 1) / o.accused) * o.span) + stream(o.seed, 'created', id).int(DAY)
    );
  }

  /** The record that first entered this record's person: itself unless it is a duplicate. */
  personOf(id: number): number {
    return (this.originalOf[id] as number) || id;
  }

  isDuplicate(id: number): boolean {
    return (this.originalOf[id] as number) > 0;
  }

  private stationsOfUnit(unit: number): number[] {
    const out: number[] = [];
    this.o.stationUnit.forEach((u, i) => {
      if (u === unit) out.push(i);
    });
    return out;
  }

  private neighbourOf(unit: number): number | undefined {
    const order = this.o.unitOrder;
    const i = order.indexOf(unit);
    return order[i + 1] ?? order[i - 1];
  }

  private planDuplicates(): void {
    const o = this.o;
    const n = o.accused;
    if (o.duplicates === 0) return;
    if (n < 2 * o.duplicates + 1) throw new Error('too few accused for the planted duplicates');
    const r = stream(o.seed, 'duplicates');
    const kinds: number[] = quotas(o.duplicates, KIND_SHARES).flatMap((count, kind) =>
      Array.from({ length: count }, () => kind),
    );
    for (let i = kinds.length - 1; i > 0; i--) {
      const j = r.int(i + 1);
      [kinds[i], kinds[j]] = [kinds[j] as number, kinds[i] as number];
    }
    const isOriginal = new Uint8Array(n + 1);
    const unitStations = new Map<number, number[]>();
    const stationsOf = (unit: number) => {
      let list = unitStations.get(unit);
      if (!list) {
        list = this.stationsOfUnit(unit);
        unitStations.set(unit, list);
      }
      return list;
    };
    for (const kind of kinds) {
      for (let tries = 0; ; tries++) {
        if (tries > 10_000) throw new Error(`no original found for a ${DUPLICATE_KINDS[kind]}`);
        const dup = 2 + r.int(n - 1);
        const original = 1 + r.int(dup - 1);
        if (this.originalOf[dup] || isOriginal[dup]) continue;
        if (this.originalOf[original] || isOriginal[original]) continue;
        if (this.created(original) >= this.created(dup)) continue;
        const home = this.accusedStation[original - 1] as number;
        const unit = o.stationUnit[home] as number;
        let station = home;
        if (kind === 1) {
          const others = stationsOf(unit).filter((s) => s !== home && s < o.placedStations);
          if (others.length === 0) continue;
          station = r.pick(others);
        } else if (kind === 2) {
          const neighbour = this.neighbourOf(unit);
          const there = neighbour === undefined ? [] : stationsOf(neighbour);
          if (there.length === 0) continue;
          station = r.pick(there);
        }
        this.originalOf[dup] = original;
        this.kindOf[dup] = kind;
        isOriginal[original] = 1;
        this.accusedStation[dup - 1] = station;
        break;
      }
    }
  }

  private religion(c: Community, r: Rng): number {
    const ids = this.religionIds;
    if (c !== 'majority') return ids[c];
    const roll = r.next();
    if (roll < 0.88) return ids.majority;
    if (roll < 0.96) return ids.buddhist;
    if (roll < 0.98) return ids.jain;
    return roll < 0.99 ? ids.sikh : ids.other;
  }

  /**
   * Bijective in the id (an affine map modulo 9 × 10^11 with a multiplier prime to it), so no
   * two people share a number, and neighbouring ids get unrelated-looking numbers.
   */
  private aadhaarOf(personId: number): string {
    const n = (BigInt(personId) * 556_230_249_527n + this.aadhaarOffset) % 900_000_000_000n;
    return String(n + 100_000_000_000n);
  }

  /** The person first entered as record `personId`. */
  identity(personId: number): Identity {
    const r = stream(this.o.seed, 'identity', personId);
    const community = pickCommunity(r);
    const gender = r.next() < 0.1 ? 'f' : 'm';
    const first = pickGiven(community, gender, r);
    let father = pickGiven(community, 'm', r);
    while (father.id === first.id) father = pickGiven(community, 'm', r);
    const surname = pickSurname(community, r);
    // About 3 % of all records carry a nickname; women's records in these registers rarely do.
    const alias = r.next() < 0.033 && gender === 'm' ? pickAlias(community, r) : null;
    // The age at the person's first record is 18-70; the date of birth follows from it.
    const age = r.between(18, 70);
    const at = new Date(this.created(personId));
    const birth =
      Date.UTC(at.getUTCFullYear() - age, at.getUTCMonth(), at.getUTCDate()) -
      (1 + r.int(364)) * DAY;
    return {
      first,
      father,
      surname,
      alias,
      birth,
      religionId: this.religion(community, r),
      mobile: mobileNumber(r),
      house: r.between(1, 300),
      locality: r.int(LOCALITIES),
      aadhaar: this.aadhaarOf(personId),
      fatherField: fatherFieldOf(r),
    };
  }

  /** The columns of record `id`: the person as first entered, or a second entry's variations. */
  record(id: number): RecordFields {
    const original = this.originalOf[id] as number;
    return original ? this.duplicate(id, original).fields : this.firstRecord(id, this.identity(id));
  }

  private firstRecord(id: number, p: Identity): RecordFields {
    const words = [p.first, p.father, p.surname];
    const text = (script: Script) => words.map((w) => usual(w, script)).join(' ');
    return {
      name: text('deva'),
      nameEn: text('latin'),
      fatherName: fatherText(p.fatherField, usual(p.father, 'deva'), usual(p.surname, 'deva')),
      aliases: p.alias ? [usual(p.alias, 'deva')] : [],
      age: ageAt(p.birth, this.created(id)),
      mobile: p.mobile,
      religionId: p.religionId,
      address: addressText(p.house, this.accusedStation[id - 1] as number, p.locality),
      addressStation: this.accusedStation[id - 1] as number,
    };
  }

  /**
   * A second record of the person of `originalId`, typed by another officer: each variation
   * drawn independently of the others, with its own share (decision 0035).
   */
  private duplicate(
    id: number,
    originalId: number,
  ): { fields: RecordFields; variations: string[] } {
    const p = this.identity(originalId);
    const first = this.firstRecord(originalId, p);
    const kind = DUPLICATE_KINDS[this.kindOf[id] as number] as DuplicateKind;
    const v = stream(this.o.seed, 'duplicate', id);
    const variations: string[] = [];

    const scriptRoll = v.next();
    const scripts: Script[] =
      scriptRoll < 0.2 ? ['latin'] : scriptRoll < 0.4 ? ['deva'] : ['deva', 'latin'];
    if (scripts.length === 1)
      variations.push(scripts[0] === 'latin' ? 'latin-only' : 'devanagari-only');
    const surnameFirst = v.next() < 0.15;
    const noFather = v.next() < 0.3;
    const parts = { first: p.first, father: p.father, surname: p.surname };
    type Slot = keyof typeof parts | 'alias';
    // Another real spelling of a word, in each script it is typed in.
    const spelt = new Map<string, string>();
    for (const slot of ['first', 'father', 'surname', 'alias'] as Slot[]) {
      const respell = v.next() < 0.4;
      const part = slot === 'alias' ? p.alias : parts[slot];
      for (const script of ['deva', 'latin'] as Script[]) {
        const other = part ? otherSpelling(part, script, v) : null;
        spelt.set(`${slot}/${script}`, respell && other ? other : part ? usual(part, script) : '');
      }
    }
    const spell = (slot: Slot, script: Script) => spelt.get(`${slot}/${script}`) as string;
    const order: Slot[] = surnameFirst
      ? ['surname', 'first', 'father']
      : ['first', 'father', 'surname'];
    const slots = order.filter((s) => !(noFather && s === 'father'));
    if (surnameFirst) variations.push('surname-first');
    if (noFather) variations.push('no-father');
    const typed = new Map(scripts.map((s) => [s, slots.map((slot) => spell(slot, s))]));

    // One slip of the keyboard in one long word of one field.
    const typoRoll = v.next() < 0.05;
    const candidates = scripts.flatMap((script) =>
      (typed.get(script) as string[])
        .map((word, i) => ({ script, i, word }))
        .filter((c) => typoCandidate(c.word, c.script)),
    );
    if (typoRoll && candidates.length > 0) {
      const c = v.pick(candidates);
      const slipped = typo(c.word, c.script, v);
      if (slipped) {
        (typed.get(c.script) as string[])[c.i] = slipped;
        variations.push('typo');
      }
    }
    const main = scripts[0] as Script;
    const fatherField = fatherFieldOf(v);
    const fatherName = fatherText(fatherField, spell('father', main), spell('surname', main));
    // A respelling counts where the word is written: the name's scripts, the father's name
    // field and the alias in the main script.
    for (const slot of ['first', 'father', 'surname', 'alias'] as Slot[]) {
      const part = slot === 'alias' ? p.alias : parts[slot];
      const written = new Set<Script>(slots.includes(slot) ? scripts : []);
      if (slot === 'alias' || (slot === 'father' && fatherName !== '')) written.add(main);
      if (part && [...written].some((s) => spell(slot, s) !== usual(part, s))) {
        variations.push(`spelling-${slot}`);
      }
    }
    if (fatherName !== first.fatherName) variations.push('father-field');

    const ageRoll = v.next();
    const sign = v.next() < 0.5 ? -1 : 1;
    const error = ageRoll < 0.5 ? sign : ageRoll < 0.6 ? 2 * sign : 0;
    if (error !== 0) variations.push(`age${error > 0 ? '+' : '-'}${Math.abs(error)}`);

    const mobileRoll = v.next();
    const ownMobile = mobileNumber(v);
    const mobile = mobileRoll < 0.35 ? p.mobile : mobileRoll < 0.55 ? null : ownMobile;
    if (mobile === null) variations.push('no-mobile');
    else if (mobile !== p.mobile) variations.push('other-mobile');

    const keepStation = v.next() < (kind === 'neighbour-unit' ? 0.7 : 0.8);
    const addressStation = keepStation
      ? first.addressStation
      : (this.accusedStation[id - 1] as number);
    if (addressStation !== first.addressStation) variations.push('other-address-station');
    // Typed again: as it was, another house number, the locality in Latin, or another
    // locality of his station; one who moved lives in a locality of his new station.
    const addressRoll = v.next();
    const house = v.between(1, 300);
    const elsewhere = v.int(LOCALITIES);
    const address =
      addressStation !== first.addressStation
        ? addressText(house, addressStation, elsewhere)
        : addressRoll < 0.4
          ? first.address
          : addressRoll < 0.65
            ? addressText(house, addressStation, p.locality)
            : addressRoll < 0.75
              ? addressText(p.house, addressStation, p.locality, 'latin')
              : addressText(house, addressStation, elsewhere);
    if (address !== first.address) variations.push('other-address');
    if (addressStation === first.addressStation && addressRoll >= 0.75) {
      variations.push('other-locality');
    }

    const name = (typed.get(main) as string[]).join(' ');
    const latin = typed.get('latin');
    return {
      fields: {
        name,
        nameEn: scripts.length === 2 && latin ? latin.join(' ') : '',
        fatherName,
        aliases: p.alias ? [spell('alias', main)] : [],
        age: ageAt(p.birth, this.created(id)) + error,
        mobile,
        religionId: p.religionId,
        address,
        addressStation,
      },
      variations,
    };
  }

  /** The planted pairs, by duplicate id. */
  *planted(): Generator<PlantedPair> {
    for (let id = 1; id <= this.o.accused; id++) {
      const originalId = this.originalOf[id] as number;
      if (!originalId) continue;
      yield {
        originalId,
        duplicateId: id,
        kind: DUPLICATE_KINDS[this.kindOf[id] as number] as DuplicateKind,
        variations: this.duplicate(id, originalId).variations,
      };
    }
  }
}

function fatherText(field: FatherField, father: string, surname: string): string {
  if (field === 'none') return '';
  return field === 'father' ? father : `${father} ${surname}`;
}
