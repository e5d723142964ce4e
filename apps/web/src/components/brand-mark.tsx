import { BADGE_GOLD, POLICE_BLUE } from '@/lib/brand';

interface BrandMarkProps {
  size?: number;
}

/** The CMIS shield, drawn inline so it needs no request and scales cleanly. */
export function BrandMark({ size = 40 }: BrandMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path
        d="M32 3 8 12v18c0 15.5 10.2 27.7 24 31 13.8-3.3 24-15.5 24-31V12L32 3Z"
        fill="#ffffff"
        opacity="0.95"
      />
      <path
        d="M32 8 13 15.5V30c0 12.6 8.1 22.8 19 25.9C42.9 52.8 51 42.6 51 30V15.5L32 8Z"
        fill={POLICE_BLUE}
      />
      <path
        d="m32 18 4.1 8.6 9.4 1.2-6.9 6.5 1.8 9.3L32 39l-8.4 4.6 1.8-9.3-6.9-6.5 9.4-1.2L32 18Z"
        fill={BADGE_GOLD}
      />
    </svg>
  );
}
