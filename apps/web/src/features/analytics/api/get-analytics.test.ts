import { describe, expect, it, vi } from 'vitest';

const answer = vi.hoisted((): { value: unknown } => ({ value: undefined }));
vi.mock('@/lib/api-client', () => ({ apiRequest: () => Promise.resolve(answer.value) }));

const { getAnalytics, InvalidChartData } = await import('./get-analytics');

describe('getAnalytics guards the answer (spec 3 §8 Invalid data format)', () => {
  it('passes a chart through', async () => {
    answer.value = {
      type: 'two-plus',
      duration: 'month',
      bucket: 'station',
      range: { start: '2026-11-01', end: '2026-11-22' },
      bars: [{ key: '1', label: 'कोथरूड', labelEn: 'Kothrud', value: 2 }],
      totalRecord: 2,
    };
    await expect(getAnalytics({ type: 'two-plus', duration: 'month' })).resolves.toEqual(
      answer.value,
    );
  });

  it('turns anything else into Invalid data format', async () => {
    for (const bad of [null, [], { data: [] }, { type: 'pie', bars: 'x' }]) {
      answer.value = bad;
      await expect(getAnalytics({ type: 'filled', duration: 'all' })).rejects.toBeInstanceOf(
        InvalidChartData,
      );
    }
  });
});
