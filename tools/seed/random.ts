// A small seeded generator (mulberry32): the same seed always gives the same demo world.
export interface Rng {
  readonly next: () => number;
  readonly int: (min: number, maxInclusive: number) => number;
  readonly pick: <T>(items: ReadonlyArray<T>) => T;
  readonly uuid: () => string;
}

export const makeRng = (seed: number): Rng => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, maxInclusive: number) => min + Math.floor(next() * (maxInclusive - min + 1));
  const hex8 = () => ((next() * 4294967296) >>> 0).toString(16).padStart(8, "0");
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    uuid: () => {
      const [a, b, c, d] = [hex8(), hex8(), hex8(), hex8()];
      return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${(8 + int(0, 3)).toString(16)}${c.slice(1, 4)}-${c.slice(4)}${d}`;
    },
  };
};
