import { skeletonVariants, type RecordTerm } from '../../modules/accused/name-match/name-keys.js';
import { NAME_KEYS_VERSION } from '../../modules/accused/name-terms.service.js';
import type { FieldCipher } from '../../platform/field-cipher.js';
import { People, type Identity, type PlantedPair, type RecordFields } from './identity.js';
import { firstLast, placeName, shortName, type Pair } from './names.js';
import type { Plan } from './plan.js';
import { stream, type Rng } from './random.js';
import { recordTermsCached } from './terms.js';

/**
 * A value that depends on the data key (an encrypted or keyed-hash Aadhaar): COPY writes
 * `stored`, the checksum reads `stands`, so the checksum is the same under any key.
 */
export class Keyed {
  constructor(
    readonly stored: string,
    readonly stands: string,
  ) {}

  toJSON(): string {
    return this.stands;
  }
}

/** A value as COPY's text format writes it: null is \N, arrays are {a,b}. */
export type Field = string | number | boolean | null | readonly (number | string)[] | Keyed;
export type Row = Field[];

type Station = { id: number; cityId: number };

/** Master data ids read back from the database after seeding (never assumed). */
export interface Master {
  /** Where records are placed (state: all; unit and toy: Pune City's). */
  stations: Station[];
  /**
   * The other units' stations when their records are not placed (unit and toy): only planted
   * duplicates of the neighbouring-unit kind are entered there.
   */
  neighbourStations: Station[];
  /** Every unit id in list order (by id): a unit's neighbour is the next one. */
  unitOrder: number[];
  religions: { id: number; nameEn: string }[];
  crimeTitles: { id: number; typeId: number }[];
  crimeStatusIds: number[];
  currentStatusIds: number[];
  actionTypeIds: number[];
  externmentTypeIds: readonly number[];
  spotTypeIds: number[];
  sectionPairs: { actId: number; sectionId: number }[];
  unitIds: number[];
}

export interface TableSpec {
  table: string;
  columns: string[];
  rows: () => Iterable<Row>;
  /** Holds keyed values (sink.ts hashes their meaning, not their bytes). */
  keyed?: boolean;
}

const DAY = 86_400_000;

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}

interface Crime {
  id: number;
  cityId: number;
  stationId: number;
  registerNumber: string;
  year: number;
  registeredOn: number;
  titleId: number;
  statusId: number;
  sections: { actId: number; sectionId: number }[];
  members: Pair[];
}

/**
 * The generator: every table is a pure function of (seed, plan, master); only the Aadhaar
 * columns' bytes depend on the data key. Per-accused placement and crime counts are kept in
 * typed arrays (a few MB at state scale); rows are produced one at a time and never held.
 */
export class DataSet {
  private readonly end: number;
  private readonly years: number;
  /** Placement stations first, then the other units' (unit and toy scales). */
  private readonly stations: Station[];
  /** Index into `stations` of each accused's police station. */
  private readonly accusedStation: Int32Array;
  readonly people: People;
  private readonly crimeCounts: Uint8Array;
  private readonly stationLat: Float64Array;
  private readonly stationLng: Float64Array;
  private readonly arrestEvery: number;
  private readonly preventiveEvery: number;
  private readonly titleType: Map<number, number>;

  constructor(
    private readonly seed: string,
    private readonly plan: Plan,
    private readonly master: Master,
    until: string,
    private readonly cipher: FieldCipher,
  ) {
    this.end = Date.parse(`${until}T00:00:00Z`);
    this.years = 6;
    const n = plan.accused;
    const stations = master.stations;
    this.stations = [...stations, ...master.neighbourStations];
    const byUnit = new Map<number, number[]>();
    stations.forEach((s, i) => byUnit.set(s.cityId, [...(byUnit.get(s.cityId) ?? []), i]));
    const units = [...byUnit.values()];

    // Each accused belongs to a unit picked evenly, then a station of that unit.
    const place = stream(seed, 'placement');
    this.accusedStation = new Int32Array(n);
    for (let i = 0; i < n; i++) this.accusedStation[i] = place.pick(place.pick(units));

    // Everyone has one crime; the rest go half to anyone, half to a repeat-offender tenth.
    const counts = stream(seed, 'crime-counts');
    this.crimeCounts = new Uint8Array(n).fill(1);
    const hot = Math.max(1, Math.floor(n / 10));
    for (let extra = plan.crimes - n; extra > 0;) {
      const i = extra % 2 === 0 ? counts.int(n) : counts.int(hot) * 10;
      if ((this.crimeCounts[i] as number) >= 200) continue;
      this.crimeCounts[i] = (this.crimeCounts[i] as number) + 1;
      extra--;
    }

    const span = this.years * 365 * DAY;
    this.people = new People(
      {
        seed,
        accused: n,
        duplicates: plan.duplicates,
        start: this.end - span,
        span,
        stationUnit: this.stations.map((s) => s.cityId),
        placedStations: stations.length,
        unitOrder: master.unitOrder,
        religions: master.religions,
      },
      this.accusedStation,
    );

    const geo = stream(seed, 'stations');
    this.stationLat = new Float64Array(this.stations.length);
    this.stationLng = new Float64Array(this.stations.length);
    for (let s = 0; s < this.stations.length; s++) {
      this.stationLat[s] = 16 + geo.next() * 5.5;
      this.stationLng[s] = 73 + geo.next() * 7;
    }
    this.titleType = new Map(master.crimeTitles.map((t) => [t.id, t.typeId]));
    this.arrestEvery = Math.max(1, Math.round(plan.crimes / plan.arrests));
    this.preventiveEvery = Math.max(1, Math.round(plan.accused / plan.preventive));
  }

  private station(index: number): Station {
    return this.stations[index] as Station;
  }

  /** App users are spread round-robin over the stations: user k works at station k % S. */
  private appUserAt(r: Rng, stationIndex: number): number {
    const s = this.master.stations.length;
    const perStation = Math.ceil((this.plan.appUsers - stationIndex) / s);
    if (perStation <= 0) return (stationIndex % this.plan.appUsers) + 1;
    return stationIndex + r.int(perStation) * s + 1;
  }

  private near(r: Rng, stationIndex: number): [number, number] {
    return [
      Math.round(((this.stationLat[stationIndex] as number) + (r.next() - 0.5) * 0.05) * 1e6) / 1e6,
      Math.round(((this.stationLng[stationIndex] as number) + (r.next() - 0.5) * 0.05) * 1e6) / 1e6,
    ];
  }

  /** Accused `id` (1-based) and its crimes: the same draws in every pass. */
  private *accusedRecords() {
    const n = this.plan.accused;
    const m = this.master;
    let crimeId = 0;
    for (let id = 1; id <= n; id++) {
      const r = stream(this.seed, 'accused', id);
      const stationIndex = this.accusedStation[id - 1] as number;
      const home = this.station(stationIndex);
      const crimes: Crime[] = [];
      const k = this.crimeCounts[id - 1] as number;
      for (let c = 0; c < k; c++) {
        const own = r.next() < 0.9;
        const st = own ? home : this.station(this.accusedStationOf(r));
        const registeredOn = this.end - (1 + r.int(this.years * 365)) * DAY;
        const year = new Date(registeredOn).getUTCFullYear();
        const title = r.pick(m.crimeTitles);
        const sections = [r.pick(m.sectionPairs)];
        if (r.next() < 0.5) sections.push(r.pick(m.sectionPairs));
        const members: Pair[] = [];
        for (let j = r.int(3); j > 0; j--) members.push(shortName(r));
        crimes.push({
          id: ++crimeId,
          cityId: st.cityId,
          stationId: st.id,
          registerNumber: `${r.between(1, 1500)}/${year}`,
          year,
          registeredOn,
          titleId: title.id,
          statusId: r.pick(m.crimeStatusIds),
          sections,
          members,
        });
      }
      const typeIds = [...new Set(crimes.map((c) => this.titleType.get(c.titleId) ?? 0))].sort(
        (a, b) => a - b,
      );
      const condition = r.next();
      // The person's columns come from its identity stream (identity.ts), not from this one.
      const row = (p: RecordFields): Row => {
        const lives = this.station(p.addressStation);
        const created = isoTime(this.people.created(id));
        return [
          id,
          p.name,
          p.nameEn,
          p.fatherName,
          p.aliases,
          NAME_KEYS_VERSION,
          p.age,
          p.mobile,
          p.religionId,
          '',
          p.address,
          1,
          lives.cityId,
          lives.id,
          typeIds,
          [...new Set(crimes.map((c) => c.titleId))].sort((a, b) => a - b),
          r.between(1, 3),
          r.next() < 0.1,
          condition < 0.02 ? 'wanted' : condition < 0.03 ? 'absconding' : null,
          r.next() < 0.97,
          k,
          this.hasPreventive(id) ? 1 : 0,
          home.cityId,
          home.id,
          created,
          created,
        ];
      };
      yield { row, id, stationIndex, crimes };
    }
  }

  /** Each record's names and unit, without its crimes: what the search terms are made of. */
  private *recordNames() {
    for (let id = 1; id <= this.plan.accused; id++) {
      const cityId = this.station(this.accusedStation[id - 1] as number).cityId;
      yield { id, cityId, fields: this.people.record(id) };
    }
  }

  /** The planted duplicates (the truth file), by duplicate id. */
  planted(): PlantedPair[] {
    return [...this.people.planted()];
  }

  /** One crime in ten is registered elsewhere: at the station of another accused. */
  private accusedStationOf(r: Rng): number {
    return this.accusedStation[r.int(this.plan.accused)] as number;
  }

  tables(): TableSpec[] {
    const p = this.plan;
    return [
      {
        table: 'app_users',
        columns: [
          'id',
          'first_name',
          'last_name',
          'phone',
          'must_change_password',
          'status',
          'city_id',
          'station_id',
          'created_at',
          'updated_at',
        ],
        rows: () => this.appUsers(),
      },
      {
        table: 'accused',
        columns: [
          'id',
          'name',
          'name_en',
          'father_name',
          'aliases',
          'name_keys_version',
          'age',
          'mobile',
          'religion_id',
          'caste',
          'address',
          'address_state_id',
          'address_city_id',
          'address_station_id',
          'crime_type_ids',
          'crime_title_ids',
          'history_sheeter',
          'patrolling_needed',
          'current_condition',
          'active',
          'crime_count',
          'preventive_count',
          'city_id',
          'station_id',
          'created_at',
          'updated_at',
        ],
        rows: () => this.accusedRows(),
      },
      {
        table: 'name_terms',
        columns: ['term', 'latin', 'phonetic', 'variants'],
        rows: () => this.nameTerms(),
      },
      {
        table: 'accused_name_terms',
        columns: ['accused_id', 'term', 'source', 'city_id'],
        rows: () => this.postings(),
      },
      {
        table: 'crimes',
        columns: [
          'id',
          'accused_id',
          'state_id',
          'city_id',
          'station_id',
          'register_number',
          'register_year',
          'registered_on',
          'crime_title_id',
          'status_id',
          'created_at',
          'updated_at',
        ],
        rows: () =>
          this.mapAccused((a) =>
            a.crimes.map((c) => {
              const at = isoTime(c.registeredOn + 3_600_000);
              return [
                c.id,
                a.id,
                1,
                c.cityId,
                c.stationId,
                c.registerNumber,
                c.year,
                isoDate(c.registeredOn),
                c.titleId,
                c.statusId,
                at,
                at,
              ];
            }),
          ),
      },
      {
        table: 'crime_sections',
        columns: ['crime_id', 'act_id', 'section_id'],
        rows: () =>
          this.mapAccused((a) =>
            a.crimes.flatMap((c) => c.sections.map((s) => [c.id, s.actId, s.sectionId])),
          ),
      },
      {
        table: 'crime_members',
        columns: ['crime_id', 'member_name', 'register_number', 'register_year'],
        rows: () =>
          this.mapAccused((a) =>
            a.crimes.flatMap((c) => c.members.map((mn) => [c.id, mn[0], c.registerNumber, c.year])),
          ),
      },
      {
        table: 'arrests',
        columns: [
          'id',
          'crime_id',
          'accused_id',
          'current_status_id',
          'aadhaar_cipher',
          'aadhaar_hash',
          'aadhaar_last4',
          'date_of_birth',
          'arrested_at',
          'court_at',
          'fingerprint_checked',
          'city_id',
          'created_at',
          'updated_at',
        ],
        rows: () => this.arrests(),
        keyed: true,
      },
      {
        table: 'preventive_actions',
        columns: [
          'id',
          'accused_id',
          'action_type_id',
          'chapter_case',
          'chapter_year',
          'bond_date',
          'date_from',
          'date_to',
          'externment_city_ids',
          'order_type',
          'city_id',
          'station_id',
          'created_at',
          'updated_at',
        ],
        rows: () => this.preventive(),
      },
      {
        table: 'gps_checkins',
        columns: [
          'id',
          'client_id',
          'accused_id',
          'app_user_id',
          'city_id',
          'station_id',
          'latitude',
          'longitude',
          'accuracy_meters',
          'found',
          'details',
          'captured_at',
          'received_at',
        ],
        rows: () => this.gps(),
      },
      {
        table: 'patrol_spots',
        columns: [
          'id',
          'code',
          'name',
          'landmark',
          'spot_type_id',
          'spot_time',
          'patrolling_person',
          'state_id',
          'city_id',
          'station_id',
          'geotagged',
          'latitude',
          'longitude',
          'geotagged_at',
          'created_role',
          'created_at',
        ],
        rows: () => this.spots(),
      },
      {
        table: 'patrol_visits',
        columns: [
          'id',
          'client_id',
          'spot_id',
          'app_user_id',
          'city_id',
          'station_id',
          'latitude',
          'longitude',
          'scanned_at',
          'received_at',
        ],
        rows: () => this.visits(p.visits),
      },
    ];
  }

  private *mapAccused(
    fn: (a: { row: (p: RecordFields) => Row; id: number; crimes: Crime[] }) => Row[],
  ): Generator<Row> {
    for (const a of this.accusedRecords()) yield* fn(a);
  }

  /** The words of the records' names, each once, in the order the records first use them. */
  private words: Map<string, RecordTerm> | undefined;

  /** The accused rows; a whole pass also collects the dictionary of their name words. */
  private *accusedRows(): Generator<Row> {
    const words = new Map<string, RecordTerm>();
    for (const a of this.accusedRecords()) {
      const fields = this.people.record(a.id);
      for (const t of recordTermsCached(fields)) if (!words.has(t.term)) words.set(t.term, t);
      yield a.row(fields);
    }
    this.words = words;
  }

  /**
   * The dictionary of name words (about a thousand), kept in memory from the accused pass, or
   * made in a pass over the records' names when that did not run: the same rows either way.
   * It is written before the postings that refer to it.
   */
  private *nameTerms(): Generator<Row> {
    let words = this.words;
    if (!words) {
      words = new Map<string, RecordTerm>();
      for (const { fields } of this.recordNames()) {
        for (const t of recordTermsCached(fields)) if (!words.has(t.term)) words.set(t.term, t);
      }
    }
    for (const t of words.values()) {
      yield [t.term, t.latin, t.phonetic, skeletonVariants(t.phonetic)];
    }
  }

  /** Who holds which word, as `writeNameTerms` writes them for a record the server saves. */
  private *postings(): Generator<Row> {
    for (const { id, cityId, fields } of this.recordNames()) {
      for (const t of recordTermsCached(fields)) yield [id, t.term, t.source, cityId];
    }
  }

  private *appUsers(): Generator<Row> {
    const at = isoTime(this.end - 2 * 365 * DAY);
    for (let k = 0; k < this.plan.appUsers; k++) {
      const r = stream(this.seed, 'app-user', k);
      const st = this.station(k % this.master.stations.length);
      const { first, last } = firstLast(r);
      const latin = r.next() < 0.5;
      yield [
        k + 1,
        first[latin ? 1 : 0],
        last[latin ? 1 : 0],
        `8${String(k).padStart(9, '0')}`,
        false,
        r.next() < 0.9 ? 1 : r.pick([0, 2]),
        st.cityId,
        st.id,
        at,
        at,
      ];
    }
  }

  /**
   * Three arrests in ten record the person's Aadhaar (a duplicate's person has the original's
   * number) and half the date of birth, as the arrest form asks for both but officers fill
   * them unevenly. Encrypted and hashed as the server does, with the server's data key.
   */
  private *arrests(): Generator<Row> {
    let id = 0;
    for (const a of this.accusedRecords()) {
      let person: Identity | undefined;
      for (const c of a.crimes) {
        if (c.id % this.arrestEvery !== 0 || id >= this.plan.arrests) continue;
        const r = stream(this.seed, 'arrest', c.id);
        const at = Math.min(this.end - DAY, c.registeredOn + r.int(30) * DAY + r.int(DAY));
        const status = r.pick(this.master.currentStatusIds);
        const withAadhaar = r.next() < 0.3;
        const withBirth = r.next() < 0.5;
        if (withAadhaar || withBirth) person ??= this.people.identity(this.people.personOf(a.id));
        const aadhaar = withAadhaar && person ? person.aadhaar : null;
        yield [
          ++id,
          c.id,
          a.id,
          status,
          aadhaar && new Keyed(this.cipher.encrypt(aadhaar), `cipher:${aadhaar}`),
          aadhaar && new Keyed(this.cipher.hash(aadhaar), `hash:${aadhaar}`),
          aadhaar && aadhaar.slice(-4),
          withBirth && person ? isoDate(person.birth) : null,
          isoTime(at),
          isoTime(at + DAY),
          r.next() < 0.6,
          c.cityId,
          isoTime(at),
          isoTime(at),
        ];
      }
    }
  }

  /** Every n-th accused has one preventive action, until the plan's number is reached. */
  private hasPreventive(accusedId: number): boolean {
    return (
      accusedId % this.preventiveEvery === 0 &&
      accusedId / this.preventiveEvery <= this.plan.preventive
    );
  }

  private *preventive(): Generator<Row> {
    let id = 0;
    const m = this.master;
    for (const a of this.accusedRecords()) {
      if (!this.hasPreventive(a.id)) continue;
      const r = stream(this.seed, 'preventive', a.id);
      const type = r.pick(m.actionTypeIds);
      // A fifth are still running at the end of the history (the ongoing list).
      const ongoing = r.next() < 0.2;
      const from = ongoing
        ? this.end - r.between(1, 300) * DAY
        : this.end - r.between(400, this.years * 365) * DAY;
      const to = from + r.between(180, 730) * DAY;
      const year = new Date(from).getUTCFullYear();
      const home = this.station(this.accusedStation[a.id - 1] as number);
      const externment = m.externmentTypeIds.includes(type) ? [r.pick(m.unitIds)] : [];
      const at = isoTime(from);
      yield [
        ++id,
        a.id,
        type,
        `${r.between(1, 900)}/${year}`,
        year,
        isoDate(from - r.int(10) * DAY),
        isoDate(from),
        isoDate(to),
        externment,
        '',
        home.cityId,
        home.id,
        at,
        at,
      ];
    }
  }

  /** The check-ins cover this many days before the last day (their partitions are made first). */
  static readonly GPS_DAYS = 2 * 365;

  private *gps(): Generator<Row> {
    const r = stream(this.seed, 'gps');
    const span = DataSet.GPS_DAYS * DAY;
    const placed = this.master.stations.length;
    for (let id = 1; id <= this.plan.gps; id++) {
      let accusedIndex = r.int(this.plan.accused);
      // The other units of the unit scale have no app users here: their few records get none.
      while ((this.accusedStation[accusedIndex] as number) >= placed) {
        accusedIndex = r.int(this.plan.accused);
      }
      const s = this.accusedStation[accusedIndex] as number;
      const st = this.station(s);
      const appUser = this.appUserAt(r, s);
      const [lat, lng] = this.near(r, s);
      const at = this.end - 1 - Math.floor(r.next() * span);
      yield [
        id,
        r.uuid(),
        accusedIndex + 1,
        appUser,
        st.cityId,
        st.id,
        lat,
        lng,
        r.between(3, 60),
        r.next() < 0.8,
        '',
        isoTime(at),
        isoTime(at + r.int(600_000)),
      ];
    }
  }

  private *spots(): Generator<Row> {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    for (let k = 0; k < this.plan.spots; k++) {
      const r = stream(this.seed, 'spot', k);
      const s = k % this.master.stations.length;
      const st = this.station(s);
      let code = '';
      for (let i = 0; i < 15; i++) code += alphabet[r.int(alphabet.length)];
      const [lat, lng] = this.near(r, s);
      const at = isoTime(this.end - r.between(400, 1000) * DAY);
      const place = placeName(r.int(200));
      yield [
        k + 1,
        code,
        `${place[0]} चौक`,
        `${place[1]} Chowk`,
        r.pick(this.master.spotTypeIds),
        r.next() < 0.5 ? 'day' : 'night',
        shortName(r)[0],
        1,
        st.cityId,
        st.id,
        true,
        lat,
        lng,
        at,
        '2',
        at,
      ];
    }
  }

  private *visits(count: number): Generator<Row> {
    const r = stream(this.seed, 'visits');
    const span = 2 * 365 * DAY;
    for (let id = 1; id <= count; id++) {
      const spot = r.int(this.plan.spots);
      const s = spot % this.master.stations.length;
      const st = this.station(s);
      const appUser = this.appUserAt(r, s);
      const [lat, lng] = this.near(r, s);
      const at = this.end - 1 - Math.floor(r.next() * span);
      yield [
        id,
        r.uuid(),
        spot + 1,
        appUser,
        st.cityId,
        st.id,
        lat,
        lng,
        isoTime(at),
        isoTime(at + r.int(600_000)),
      ];
    }
  }
}
