import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/brand-mark';
import { BADGE_GOLD, POLICE_BLUE, POLICE_NAVY } from '@/lib/brand';
import { GOALS } from '@/lib/goals';

export function LoginHero() {
  const { t } = useTranslation();
  return (
    <section
      style={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        gap: 32,
        padding: 'clamp(28px, 5vw, 64px)',
        color: '#fff',
        background:
          `radial-gradient(circle at 85% 10%, rgba(242,193,78,0.16), transparent 38%), ` +
          `linear-gradient(150deg, ${POLICE_NAVY} 0%, #123a72 55%, ${POLICE_BLUE} 100%)`,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 14 }}>
        <BrandMark size={56} />
        <div>
          <div style={{ fontSize: 18, fontWeight: 600 }}>{t('Maharashtra Police')}</div>
          <div style={{ opacity: 0.75, fontSize: 13 }}>{t('Government of Maharashtra')}</div>
        </div>
      </div>

      <div style={{ maxWidth: 560 }}>
        <h1
          className="cmis-heading"
          style={{ color: '#fff', fontSize: 'clamp(40px, 6vw, 64px)', margin: 0, letterSpacing: 4 }}
        >
          CMIS
        </h1>
        <div style={{ fontSize: 'clamp(18px, 2.2vw, 24px)', fontWeight: 600, marginTop: 4 }}>
          {t('Criminal Monitoring Intelligent System')}
        </div>
        <p
          style={{ color: 'rgba(255,255,255,0.8)', fontSize: 15, marginTop: 12, marginBottom: 28 }}
        >
          {t('Records and monitoring of professional offenders against property.')}
        </p>

        <div style={{ fontSize: 13, letterSpacing: 1, opacity: 0.7, marginBottom: 12 }}>
          {t('Goals of the system')}
        </div>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
          {GOALS.map(({ icon: Icon, labelKey }) => (
            <li
              key={labelKey}
              style={{ display: 'flex', alignItems: 'center', gap: 14, fontSize: 16 }}
            >
              <span
                style={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 38,
                  height: 38,
                  flex: 'none',
                  borderRadius: 10,
                  background: 'rgba(255,255,255,0.12)',
                  color: BADGE_GOLD,
                  fontSize: 18,
                }}
              >
                <Icon />
              </span>
              {t(labelKey)}
            </li>
          ))}
        </ul>
      </div>

      <div style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 13, opacity: 0.8 }}>
        <LockOutlined />
        {t('For authorised police personnel only. Every action is recorded.')}
      </div>
    </section>
  );
}
