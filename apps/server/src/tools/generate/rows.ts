import { firstLast, personName, placeName, shortName, type Pair } from './names.js';
import type { Plan } from './plan.js';
import { stream, type Rng } from './random.js';

/** A value as COPY's text format writes it: null is \N, arrays are {a,b}. */
export type Field = string | number | boolean | null | readonly number[];
export type Row = Field[];

/** Master data ids read back from the database after seeding (never assumed). */
export interface Master {
  stations: { id: number; cityId: number }[];
  religionIds: number[];
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
 * The generator: every table is a pure function of (seed, plan, master). Per-accused
 * placement and crime counts are kept in typed arrays (a few MB at state scale); rows are
 * produced one at a time and never held.
 */
export class DataSet {
  private readonly end: number;
  private readonly years: number;
  /** Index into master.stations of each accused's police station. */
  private readonly accusedStation: Int32Array;
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
  ) {
    this.end = Date.parse(`${until}T00:00:00Z`);
    this.years = 6;
    const n = plan.accused;
    const stations = master.stations;
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

    const geo = stream(seed, 'stations');
    this.stationLat = new Float64Array(stations.length);
    this.stationLng = new Float64Array(stations.length);
    for (let s = 0; s < stations.length; s++) {
      this.stationLat[s] = 16 + geo.next() * 5.5;
      this.stationLng[s] = 73 + geo.next() * 7;
    }
    this.titleType = new Map(master.crimeTitles.map((t) => [t.id, t.typeId]));
    this.arrestEvery = Math.max(1, Math.round(plan.crimes / plan.arrests));
    this.preventiveEvery = Math.max(1, Math.round(plan.accused / plan.preventive));
  }

  private station(index: number) {
    return this.master.stations[index] as { id: number; cityId: number };
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
    const span = this.years * 365 * DAY;
    const start = this.end - span;
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
      const name = personName(r);
      const condition = r.next();
      const created = start + Math.floor(((id - 1) / n) * span) + r.int(DAY);
      yield {
        row: [
          id,
          name[0],
          name[1],
          r.between(18, 70),
          `9${String(r.int(1e9)).padStart(9, '0')}`,
          r.next() < 0.7 ? (m.religionIds[0] as number) : r.pick(m.religionIds),
          '',
          `${r.between(1, 300)}, ${placeName(r.int(200))[0]}`,
          1,
          home.cityId,
          home.id,
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
          isoTime(created),
          isoTime(created),
        ] as Row,
        id,
        stationIndex,
        crimes,
      };
    }
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
        rows: () => this.mapAccused((a) => [a.row]),
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
          'arrested_at',
          'court_at',
          'fingerprint_checked',
          'city_id',
          'created_at',
          'updated_at',
        ],
        rows: () => this.arrests(),
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

  private *mapAccused(fn: (a: { row: Row; id: number; crimes: Crime[] }) => Row[]): Generator<Row> {
    for (const a of this.accusedRecords()) yield* fn(a);
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

  private *arrests(): Generator<Row> {
    let id = 0;
    for (const a of this.accusedRecords()) {
      for (const c of a.crimes) {
        if (c.id % this.arrestEvery !== 0 || id >= this.plan.arrests) continue;
        const r = stream(this.seed, 'arrest', c.id);
        const at = Math.min(this.end - DAY, c.registeredOn + r.int(30) * DAY + r.int(DAY));
        yield [
          ++id,
          c.id,
          a.id,
          r.pick(this.master.currentStatusIds),
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
    for (let id = 1; id <= this.plan.gps; id++) {
      const accusedIndex = r.int(this.plan.accused);
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
