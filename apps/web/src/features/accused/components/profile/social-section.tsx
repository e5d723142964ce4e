import { Flex, Typography } from 'antd';
import { FilePdfOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AccusedDetail } from '@cmis/shared';
import { formatDate } from '@/lib/format';
import { PhotoCircles } from './photo-circles';
import { Empty, Fields, orDash, ProfileSectionBox } from './profile-parts';

/** Files are served by id through the authenticated file route (architecture rule 6). */
const fileUrl = (fileId: string) => `/api/files/${fileId}`;

/**
 * Spec 2 §2.4, §3.6: fingerprints and handprints with the professional details, and the
 * other accused information. Every field of the other-information step is optional.
 */
export function SocialSection({ detail, id }: { detail: AccusedDetail; id: string | undefined }) {
  const { t } = useTranslation();
  const other = detail.otherInfo;
  const gang =
    other?.isGangMember === true ? t('Yes') : other?.isGangMember === false ? t('No') : '-';

  return (
    <ProfileSectionBox id={id} icon={TeamOutlined} title={t('Social information')}>
      {!other ? (
        <Empty>{t('No other information recorded')}</Empty>
      ) : (
        <>
          <Typography.Title level={5} style={{ fontSize: 14, marginTop: 0 }}>
            {t('Fingerprints and professional details')}
          </Typography.Title>
          <Flex gap={32} wrap style={{ marginBottom: 12 }}>
            <div>
              <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6 }}>
                {t('Images')}
              </Typography.Text>
              <PhotoCircles urls={other.imageIds.map(fileUrl)} alt={t('Images')} />
            </div>
            <div>
              <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6 }}>
                {t('Fingerprints and handprints')}
              </Typography.Text>
              <PhotoCircles
                urls={other.handprintIds.map(fileUrl)}
                alt={t('Fingerprints and handprints')}
              />
            </div>
            <div>
              <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6 }}>
                {t('Records')}
              </Typography.Text>
              {other.recordIds.length === 0 ? (
                '-'
              ) : (
                <Flex vertical gap={4}>
                  {other.recordIds.map((fileId, index) => (
                    <Typography.Link
                      key={fileId}
                      href={fileUrl(fileId)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <FilePdfOutlined /> {t('Record {{number}}', { number: index + 1 })}
                    </Typography.Link>
                  ))}
                </Flex>
              )}
            </div>
          </Flex>
          <Fields
            items={[
              { key: 'gang', label: t('Member of a gang'), children: gang },
              { key: 'business', label: t('Business'), children: orDash(other.business) },
              {
                key: 'family',
                label: t('Family members'),
                children: orDash(other.familyMembers),
              },
              { key: 'assets', label: t('Assets'), children: orDash(other.assets) },
              { key: 'residence', label: t('Residence'), children: orDash(other.residence) },
              {
                key: 'jurisdiction',
                label: t('Jurisdiction'),
                children: orDash(other.jurisdiction),
              },
              {
                key: 'courtDate',
                label: t('Court date'),
                children: orDash(formatDate(other.courtDate)),
              },
              { key: 'jail', label: t('Jail status'), children: orDash(other.jailStatus) },
              {
                key: 'vehicles',
                label: t('Vehicle details'),
                children: orDash(other.vehicleDetails),
              },
              { key: 'lawyer', label: t('Lawyer details'), children: orDash(other.lawyerDetails) },
              {
                key: 'officer',
                label: t('Identifying officer'),
                children: orDash(other.identifyingOfficer),
              },
              {
                key: 'leaders',
                label: t('Supporting leaders'),
                children: orDash(other.supportingLeaders),
              },
            ]}
          />
          <Typography.Title level={5} style={{ fontSize: 14, marginTop: 16 }}>
            {t('Other accused information')}
          </Typography.Title>
          <Fields
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'caseNo', label: t('Case number'), children: orDash(other.caseNo) },
              {
                key: 'registeredCases',
                label: t('Registered criminal cases'),
                children: orDash(other.registeredCases.filter(Boolean).join(', ')),
              },
            ]}
          />
        </>
      )}
    </ProfileSectionBox>
  );
}
