/**
 * A small seeded PRNG (sfc32, seeded through splitmix32 from a string) so the synthetic data
 * set is the same on every machine and every run: same seed, same rows, same checksum.
 * Each table draws from its own stream (`stream(seed, 'crimes')`), and each accused from a
 * stream keyed by its id, so a table can be regenerated alone without replaying the others.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** An integer in [min, max]. */
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A random version-4 UUID built from the stream. */
  uuid(): string;
}

function hashString(s: string): number {
  // FNV-1a: enough to spread seed strings over 32 bits.
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function splitmix32(a: number): () => number {
  return () => {
    a = (a + 0x9e3779b9) | 0;
    let t = a ^ (a >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    return (t ^ (t >>> 15)) >>> 0;
  };
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Hashes of `seed/name`: a stream per record is made millions of times from a few names. */
const prefixes = new Map<string, Map<string, number>>();

function prefixHash(seed: string, name: string): number {
  let names = prefixes.get(seed);
  if (!names) {
    names = new Map();
    prefixes.set(seed, names);
  }
  let h = names.get(name);
  if (h === undefined) {
    h = hashString(`${seed}/${name}`);
    names.set(name, h);
  }
  return h;
}

/**
 * sfc32 as a class: the state in fields rather than in closures' variables, which V8 kept
 * as boxed numbers, made a stream six times dearer to create (2.4 µs, a few million a load).
 */
class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    const init = splitmix32(seed);
    this.a = init();
    this.b = init();
    this.c = init();
    this.d = init();
    for (let i = 0; i < 12; i++) this.u32();
  }

  private u32(): number {
    let a = this.a >>> 0;
    let b = this.b >>> 0;
    let c = this.c >>> 0;
    let d = this.d >>> 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    return t >>> 0;
  }

  next(): number {
    return this.u32() / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  between(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  uuid(): string {
    const h: string[] = [];
    for (let i = 0; i < 16; i++) {
      let v = this.u32() & 0xff;
      if (i === 6) v = (v & 0x0f) | 0x40;
      if (i === 8) v = (v & 0x3f) | 0x80;
      h.push(HEX[v] as string);
    }
    const s = h.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
}

export function stream(seed: string, name: string, index = 0): Rng {
  return new Sfc32(prefixHash(seed, name) ^ Math.imul(index, 0x9e3779b1));
}
