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

export function stream(seed: string, name: string, index = 0): Rng {
  const init = splitmix32(hashString(`${seed}/${name}`) ^ Math.imul(index, 0x9e3779b1));
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const u32 = (): number => {
    // sfc32
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) u32();
  const next = () => u32() / 4294967296;
  const byte = () => u32() & 0xff;
  return {
    next,
    int: (n) => Math.floor(next() * n),
    between: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    uuid: () => {
      const h: string[] = [];
      for (let i = 0; i < 16; i++) {
        let v = byte();
        if (i === 6) v = (v & 0x0f) | 0x40;
        if (i === 8) v = (v & 0x3f) | 0x80;
        h.push(HEX[v] as string);
      }
      const s = h.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
}
