import { describe, expect, it } from 'vitest';
import { fitProjection, formatDistance, scaleBar } from './map-projection';

describe('fitProjection', () => {
  it('keeps every point inside the plot and north up', () => {
    const points = [
      { latitude: 18.5, longitude: 73.8 },
      { latitude: 18.52, longitude: 73.83 },
    ];
    const { project } = fitProjection(points, 400, 300, 20);
    for (const p of points.map(project)) {
      expect(p.x).toBeGreaterThanOrEqual(20);
      expect(p.x).toBeLessThanOrEqual(380);
      expect(p.y).toBeGreaterThanOrEqual(20);
      expect(p.y).toBeLessThanOrEqual(280);
    }
    const [south, north] = points.map(project);
    expect(north!.y).toBeLessThan(south!.y);
    expect(north!.x).toBeGreaterThan(south!.x);
  });

  it('centres a single point', () => {
    const { project, metresPerPixel } = fitProjection(
      [{ latitude: 21.1, longitude: 79.1 }],
      200,
      200,
    );
    expect(project({ latitude: 21.1, longitude: 79.1 })).toEqual({ x: 100, y: 100 });
    expect(metresPerPixel).toBeGreaterThan(0);
  });
});

describe('scaleBar', () => {
  it('picks a round length', () => {
    expect(scaleBar(10, 80)).toEqual({ metres: 1000, px: 100 });
    expect(scaleBar(2.4, 80).metres).toBe(200);
  });

  it('formats distances', () => {
    expect(formatDistance(950)).toBe('950 m');
    expect(formatDistance(1500)).toBe('1.5 km');
  });
});
