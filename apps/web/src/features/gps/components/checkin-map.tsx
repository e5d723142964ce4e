import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fitProjection, formatDistance, scaleBar, type GeoPoint } from './map-projection';

export interface MapCheckin extends GeoPoint {
  id: number;
  found: boolean;
  label: string;
}

const FOUND = '#389e0d';
const NOT_FOUND = '#cf1322';
const HOME = '#0d2a52';

/**
 * The check-ins on a self-contained plot (decision 0017): projected positions, green found
 * and red not found, the locked home as a square, and a scale bar. Nothing is fetched.
 */
export function CheckinMap({
  checkins,
  home,
  selectedId,
  onSelect,
  width = 420,
  height = 320,
}: {
  checkins: readonly MapCheckin[];
  home?: GeoPoint | null;
  selectedId?: number | null;
  onSelect?: (id: number) => void;
  width?: number;
  height?: number;
}) {
  const { t } = useTranslation();
  const all: GeoPoint[] = [...checkins, ...(home ? [home] : [])];
  if (all.length === 0) {
    return (
      <div
        data-testid="gps-map"
        style={{
          width: '100%',
          maxWidth: width,
          height,
          display: 'grid',
          placeItems: 'center',
          background: '#f5f7fa',
          border: '1px solid #e5e9f0',
        }}
      >
        <Typography.Text type="secondary">{t('No check-ins to show')}</Typography.Text>
      </div>
    );
  }
  // Room at the edges for the north arrow, the scale bar and the legend.
  const { project, metresPerPixel } = fitProjection(all, width, height, 44);
  const bar = scaleBar(metresPerPixel);
  const homeAt = home ? project(home) : null;
  return (
    <svg
      data-testid="gps-map"
      role="img"
      aria-label={t('Map of check-ins')}
      viewBox={`0 0 ${width} ${height}`}
      style={{ width: '100%', maxWidth: width, background: '#f5f7fa', border: '1px solid #e5e9f0' }}
    >
      <defs>
        <pattern id="gps-grid" width="40" height="40" patternUnits="userSpaceOnUse">
          <path d="M 40 0 L 0 0 0 40" fill="none" stroke="#e1e6ee" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width={width} height={height} fill="url(#gps-grid)" />
      <text x={width - 16} y={22} fontSize="12" textAnchor="middle" fill="#555">
        N
      </text>
      <path d={`M ${width - 16} 26 l -4 10 h 8 z`} fill="#555" />
      {homeAt && (
        <g data-testid="gps-map-home">
          <rect x={homeAt.x - 7} y={homeAt.y - 7} width={14} height={14} fill={HOME} />
          <title>{t('Locked home address')}</title>
        </g>
      )}
      {checkins.map((c) => {
        const p = project(c);
        const selected = c.id === selectedId;
        return (
          <circle
            key={c.id}
            cx={p.x}
            cy={p.y}
            r={selected ? 8 : 6}
            fill={c.found ? FOUND : NOT_FOUND}
            fillOpacity={0.85}
            stroke={selected ? '#000' : '#fff'}
            strokeWidth={2}
            style={{ cursor: onSelect ? 'pointer' : undefined }}
            onClick={() => onSelect?.(c.id)}
          >
            <title>{c.label}</title>
          </circle>
        );
      })}
      <g transform={`translate(12 ${height - 14})`}>
        <line x1={0} y1={0} x2={bar.px} y2={0} stroke="#333" strokeWidth={2} />
        <line x1={0} y1={-4} x2={0} y2={4} stroke="#333" strokeWidth={2} />
        <line x1={bar.px} y1={-4} x2={bar.px} y2={4} stroke="#333" strokeWidth={2} />
        <text x={bar.px + 6} y={4} fontSize="11" fill="#333">
          {formatDistance(bar.metres)}
        </text>
      </g>
      <g transform={`translate(${width - 150} ${height - 14})`} fontSize="11" fill="#333">
        <circle cx={0} cy={-4} r={5} fill={FOUND} />
        <text x={8} y={0}>
          {t('Found')}
        </text>
        <circle cx={60} cy={-4} r={5} fill={NOT_FOUND} />
        <text x={68} y={0}>
          {t('Not found')}
        </text>
      </g>
    </svg>
  );
}
