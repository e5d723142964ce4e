import { Avatar, Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@cmis/shared';
import { Can } from '@/lib/authorization';
import { formatDate } from '@/lib/format';
import { useUserLabels } from '@/lib/user-labels';
import { POLICE_BLUE } from '@/lib/brand';

export function WelcomeCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const labels = useUserLabels(user);
  return (
    <Card>
      <Flex gap={20} align="center" wrap>
        <Avatar size={64} icon={<UserOutlined />} style={{ backgroundColor: POLICE_BLUE }} />
        <div style={{ flex: 1, minWidth: 240 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('Welcome, {{name}}', { name: user.name })}
          </Typography.Title>
          <Tag color="blue" style={{ marginTop: 6 }}>
            {labels.role}
          </Tag>
        </div>
        <Flex vertical align="flex-end" gap={10}>
          <Typography.Text type="secondary">
            {t('Today')}: {formatDate(new Date())}
          </Typography.Text>
          <Can permission="users:read">
            <Button icon={<TeamOutlined />} onClick={() => void navigate('/users')}>
              {t('View users')}
            </Button>
          </Can>
        </Flex>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3, lg: 3, xl: 3, xxl: 3 }}
        style={{ marginTop: 20 }}
        items={[
          { key: 'userid', label: t('User Id'), children: user.userid },
          { key: 'phone', label: t('Mobile Number'), children: user.phone },
          { key: 'scope', label: t('Jurisdiction'), children: labels.scope },
        ]}
      />
    </Card>
  );
}
