import { Flex, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AccusedDetail } from '@cmis/shared';
import { formatDate, formatDateTime, localName } from '@/lib/format';
import { registerLabel } from '../../profile-format';
import { AadhaarValue } from './aadhaar-value';
import { PhotoCircles } from './photo-circles';
import { Empty, Fields, orDash, ProfileBlock, ProfileSectionBox } from './profile-parts';

interface ArrestsSectionProps {
  detail: AccusedDetail;
  id: string | undefined;
  canRevealAadhaar: boolean;
}

/** Spec 2 §2.4, §3.3: each arrest with photos, status, dates, Aadhaar and the fingerprint check. */
export function ArrestsSection({ detail, id, canRevealAadhaar }: ArrestsSectionProps) {
  const { t, i18n } = useTranslation();
  const crimes = new Map(detail.crimes.map((crime) => [crime.id, crime]));

  return (
    <ProfileSectionBox
      id={id}
      icon={SafetyCertificateOutlined}
      title={t('Arrest history')}
      count={detail.arrests.length}
    >
      {detail.arrests.length === 0 ? (
        <Empty>{t('No arrests recorded')}</Empty>
      ) : (
        detail.arrests.map((arrest, index) => {
          const crime = crimes.get(arrest.crimeId);
          return (
            <ProfileBlock
              key={arrest.id}
              head={
                <>
                  <Typography.Text strong>
                    {index + 1}.{' '}
                    {localName(i18n.language, arrest.currentStatus.mr, arrest.currentStatus.en)}
                  </Typography.Text>
                  {crime && (
                    <Typography.Text type="secondary">
                      · {t('Crime register number')}{' '}
                      {registerLabel(crime.registerNumber, crime.registerYear)}
                    </Typography.Text>
                  )}
                </>
              }
            >
              <Flex gap={16} align="flex-start" wrap>
                {arrest.photoUrls.length > 0 && (
                  <PhotoCircles urls={arrest.photoUrls} alt={detail.basic.name} />
                )}
                <div style={{ flex: 1, minWidth: 320 }}>
                  <Fields
                    items={[
                      {
                        key: 'status',
                        label: t('Current status'),
                        children: localName(
                          i18n.language,
                          arrest.currentStatus.mr,
                          arrest.currentStatus.en,
                        ),
                      },
                      {
                        key: 'arrestedAt',
                        label: t('Arrest date and time'),
                        children: (
                          <span style={{ whiteSpace: 'nowrap' }}>
                            {formatDateTime(arrest.arrestedAt)}
                          </span>
                        ),
                      },
                      {
                        key: 'courtAt',
                        label: t('Court date and time'),
                        children: (
                          <span style={{ whiteSpace: 'nowrap' }}>
                            {formatDateTime(arrest.courtAt)}
                          </span>
                        ),
                      },
                      {
                        key: 'aadhaar',
                        label: t('Aadhaar number'),
                        children: <AadhaarValue arrest={arrest} canReveal={canRevealAadhaar} />,
                      },
                      {
                        key: 'dob',
                        label: t('Date of birth'),
                        children: orDash(formatDate(arrest.dateOfBirth)),
                      },
                      {
                        key: 'fingerprint',
                        label: t('Fingerprint system check'),
                        // Spec 2 §2.4: yes when the option is '1'.
                        children: arrest.fingerprint === '1' ? t('Yes') : t('No'),
                      },
                    ]}
                  />
                </div>
              </Flex>
            </ProfileBlock>
          );
        })
      )}
    </ProfileSectionBox>
  );
}
