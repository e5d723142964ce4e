import { describe, expect, it } from 'vitest';
import type { FieldAccused } from '@cmis/shared';
import {
  cacheState,
  distanceLabel,
  fetchAllPages,
  haversineMeters,
  searchSaved,
} from './cache-logic';

const NOW = Date.parse('2025-03-05T10:00:00Z');

describe('cacheState', () => {
  it('tells an empty copy, another user’s copy, a stale and a fresh one apart', () => {
    expect(cacheState(null, 7, NOW)).toBe('empty');
    expect(cacheState({ appUserId: 8, savedAt: '2025-03-05T09:59:00Z' }, 7, NOW)).toBe(
      'other-user',
    );
    expect(cacheState({ appUserId: 7, savedAt: '2025-03-05T09:59:00Z' }, 7, NOW)).toBe('fresh');
    expect(cacheState({ appUserId: 7, savedAt: '2025-03-05T09:40:00Z' }, 7, NOW)).toBe('stale');
    expect(cacheState({ appUserId: 7, savedAt: 'garbage' }, 7, NOW)).toBe('stale');
  });
});

describe('fetchAllPages', () => {
  const source = Array.from({ length: 23 }, (_, i) => i);
  const pages = (page: number, size: number) =>
    Promise.resolve({ items: source.slice(page * size, (page + 1) * size), total: source.length });

  it('reads every page once and stops at the total', async () => {
    const asked: number[] = [];
    const all = await fetchAllPages((p, s) => {
      asked.push(p);
      return pages(p, s);
    }, 10);
    expect(all).toEqual(source);
    expect(asked).toEqual([0, 1, 2]);
  });

  it('stops on an exact last page without asking for an empty one', async () => {
    const asked: number[] = [];
    const all = await fetchAllPages((p, s) => {
      asked.push(p);
      return Promise.resolve({ items: source.slice(0, 20).slice(p * s, (p + 1) * s), total: 20 });
    }, 10);
    expect(all).toHaveLength(20);
    expect(asked).toEqual([0, 1]);
  });

  it('fails as a whole when a page fails', async () => {
    await expect(
      fetchAllPages((p, s) => (p === 1 ? Promise.reject(new Error('offline')) : pages(p, s)), 10),
    ).rejects.toThrow('offline');
  });
});

describe('searchSaved', () => {
  const item = (id: number, name: string, nameEn: string): FieldAccused => ({
    id,
    name,
    nameEn,
    age: 30,
    address: 'कोथरूड',
    photoUrl: null,
    lastCheckinAt: null,
    checkinCount: 0,
  });
  const items = [item(1, 'राहुल पाटील', 'Rahul Patil'), item(2, 'सुनील जाधव', 'Sunil Jadhav')];

  it('finds by either script, every word, any case', () => {
    expect(searchSaved(items, 'patil').map((a) => a.id)).toEqual([1]);
    expect(searchSaved(items, 'जाधव').map((a) => a.id)).toEqual([2]);
    expect(searchSaved(items, 'SUNIL jadhav').map((a) => a.id)).toEqual([2]);
    expect(searchSaved(items, 'sunil patil')).toEqual([]);
    expect(searchSaved(items, '  ')).toHaveLength(2);
  });
});

describe('haversineMeters', () => {
  it('measures a degree of latitude as about 111 km and a point as 0', () => {
    const a = { latitude: 18.5, longitude: 73.8 };
    expect(haversineMeters(a, a)).toBe(0);
    expect(haversineMeters(a, { latitude: 19.5, longitude: 73.8 })).toBeGreaterThan(111_000);
    expect(haversineMeters(a, { latitude: 19.5, longitude: 73.8 })).toBeLessThan(111_400);
    // Kothrud to Shivajinagar, about 4.9 km.
    const d = haversineMeters(
      { latitude: 18.5074, longitude: 73.8077 },
      { latitude: 18.5308, longitude: 73.8475 },
    );
    expect(d).toBeGreaterThan(4800);
    expect(d).toBeLessThan(5000);
  });

  it('labels metres and kilometres', () => {
    expect(distanceLabel(347)).toBe('350 m');
    expect(distanceLabel(2449)).toBe('2.4 km');
    expect(distanceLabel(37_400)).toBe('37 km');
  });
});
