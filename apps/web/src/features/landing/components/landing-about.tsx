import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { AuditOutlined, LockOutlined, LoginOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BADGE_GOLD, POLICE_BLUE, POLICE_NAVY } from '@/lib/brand';
import { GOALS } from '@/lib/goals';

/** What CMIS is for, and the promise that every action is recorded (spec 3 §1). */
export function LandingAbout({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  return (
    <section style={{ maxWidth: 1200, margin: '0 auto', padding: '40px clamp(12px, 4vw, 48px)' }}>
      <Typography.Title level={2} style={{ color: POLICE_NAVY, marginTop: 0 }}>
        {t('About CMIS')}
      </Typography.Title>
      <Typography.Paragraph style={{ fontSize: 16, maxWidth: 860 }}>
        {t(
          'CMIS is the Maharashtra Police system for the records of professional offenders against property, persons with two or more property offences, and for monitoring them in every unit and police station of the state.',
        )}
      </Typography.Paragraph>
      <Row gutter={[16, 16]} style={{ marginTop: 24 }}>
        {GOALS.map(({ icon: Icon, labelKey }) => (
          <Col key={labelKey} xs={24} sm={12} lg={6}>
            <Card style={{ height: '100%', borderTop: `3px solid ${POLICE_BLUE}` }}>
              <Flex vertical gap={12}>
                <span
                  style={{
                    display: 'grid',
                    placeItems: 'center',
                    width: 44,
                    height: 44,
                    borderRadius: 10,
                    background: POLICE_NAVY,
                    color: BADGE_GOLD,
                    fontSize: 20,
                  }}
                >
                  <Icon />
                </span>
                <Typography.Text strong style={{ fontSize: 16, color: POLICE_NAVY }}>
                  {t(labelKey)}
                </Typography.Text>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
      <Flex
        align="center"
        justify="space-between"
        gap={16}
        wrap
        style={{
          marginTop: 32,
          padding: '20px 24px',
          borderRadius: 10,
          background: '#fff',
          border: '1px solid #dbe3ef',
        }}
      >
        <Flex vertical gap={6}>
          <Typography.Text strong style={{ fontSize: 15 }}>
            <LockOutlined /> {t('For authorised police personnel only. Every action is recorded.')}
          </Typography.Text>
          <Typography.Text type="secondary">
            <AuditOutlined />{' '}
            {t('Every change is logged with the user id, the time and the IP address.')}
          </Typography.Text>
        </Flex>
        <Button type="primary" size="large" icon={<LoginOutlined />} onClick={onLogin}>
          {t('Login')}
        </Button>
      </Flex>
    </section>
  );
}
