import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccusedDetail } from '@cmis/shared';
import { formatDateTime } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { PrintArea } from '@/components/print-area';
import { AccusedProfile } from './accused-profile';
import { PrintedContext } from './profile-parts';

/** The document title while printing, which also names a saved PDF (spec 2 §2.4). */
export function profilePrintTitle(detail: AccusedDetail): string {
  return `${detail.id} ${detail.basic.name}`;
}

/** The profile on paper: every section one after the other, under a heading. */
export function ProfilePrint({ detail }: { detail: AccusedDetail }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <PrintArea>
      <div style={{ borderBottom: '2px solid #0d2a52', paddingBottom: 6, marginBottom: 4 }}>
        <Typography.Text strong style={{ color: '#0d2a52' }}>
          {t('Maharashtra Police')} · {t('Criminal Monitoring Intelligent System')}
        </Typography.Text>
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 11 }}>
          <span>{t('Accused profile')}</span>
          <span>
            {t('Printed by {{user}} on {{date}}', {
              user: user.userid,
              date: formatDateTime(new Date()),
            })}
          </span>
        </div>
      </div>
      <PrintedContext.Provider value>
        <AccusedProfile detail={detail} />
      </PrintedContext.Provider>
    </PrintArea>
  );
}
