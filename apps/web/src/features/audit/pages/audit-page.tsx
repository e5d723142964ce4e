import { useState } from 'react';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  Row,
  Typography,
  type TableColumnsType,
} from 'antd';
import { Select } from '@/components/form-kit/select';
import { ClearOutlined, FileExcelOutlined, SearchOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type AuditEntry, type Role, type SessionUser } from '@cmis/shared';
import { PagedTable, usePaging } from '@/components/paged-table';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { useUserLabels } from '@/lib/user-labels';
import { auditExportUrl } from '../api/export-audit';
import { useAudit, type AuditFilter } from '../api/get-audit';
import { useAuditEntities } from '../api/get-audit-entities';
import { ChangeList } from '../components/change-list';
import { actionLabelKey, entityLabelKey } from '../labels';

/** The shared query schema's limits (packages/shared audit.ts). */
const USERID_MAX_LENGTH = 50;
const RECORD_MAX_LENGTH = 60;
const API_DATE = 'YYYY-MM-DD';

/** Short values (ids, dates, addresses) stay on one line; names and changes may wrap. */
const oneLine = {
  onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
};

interface DraftFilter {
  userid: string;
  entity: string | undefined;
  entityId: string;
  range: [Dayjs | null, Dayjs | null] | null;
}

const EMPTY_DRAFT: DraftFilter = { userid: '', entity: undefined, entityId: '', range: null };

function toFilter(draft: DraftFilter): AuditFilter {
  const [from, to] = draft.range ?? [null, null];
  return {
    userid: draft.userid.trim() || undefined,
    entity: draft.entity,
    entityId: draft.entityId.trim() || undefined,
    from: from?.format(API_DATE),
    to: to?.format(API_DATE),
  };
}

function useSubtitle(user: SessionUser): string {
  const { t } = useTranslation();
  const { unit } = useUserLabels(user);
  switch (user.role) {
    case '8':
      return t('Who changed what and when, across the state');
    case '4':
      return t('Who changed what and when in {{unit}}', { unit: unit ?? '' });
    case '2':
      return '';
  }
}

function useRoleName(): (role: string | null) => string {
  const { t } = useTranslation();
  return (role) => {
    switch (role as Role | null) {
      case '8':
        return t('SUPER ADMIN');
      case '4':
        return t('ADMIN');
      case '2':
        return t('Police station user');
      case null:
        // Written by the system itself (start-up, the command line), not by a signed-in user.
        return '—';
    }
  };
}

/**
 * architecture rule 4: the audit log, who changed what, when and from which address. Role 8
 * reads the state's log, role 4 its unit's (the server scopes it).
 */
export default function AuditPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const subtitle = useSubtitle(user);
  const roleName = useRoleName();
  const [draft, setDraft] = useState<DraftFilter>(EMPTY_DRAFT);
  const [filter, setFilter] = useState<AuditFilter>({});
  const paging = usePaging();
  const audit = useAudit({ ...filter, page: paging.page, size: paging.size });
  const entities = useAuditEntities();

  const entityName = (code: string) => {
    const key = entityLabelKey(code);
    return key ? t(key) : code;
  };
  const actionName = (code: string) => {
    const key = actionLabelKey(code);
    return key ? t(key) : code;
  };

  const find = () => {
    const next = toFilter(draft);
    // Find with unchanged filters reloads the first page: the officer expects new entries.
    if (paging.page === 0 && JSON.stringify(next) === JSON.stringify(filter)) void audit.refetch();
    setFilter(next);
    paging.setPage(0);
  };
  const clear = () => {
    setDraft(EMPTY_DRAFT);
    setFilter({});
    paging.setPage(0);
  };

  const total = audit.data?.total ?? 0;

  const columns: TableColumnsType<AuditEntry> = [
    {
      title: t('Sr. No.'),
      key: 'serial',
      ...oneLine,
      render: (_value, _row, index) => paging.serial(index),
    },
    {
      title: t('Date and time'),
      dataIndex: 'createdAt',
      ...oneLine,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('User'),
      key: 'user',
      render: (_value, entry) =>
        entry.userid ? (
          <>
            <div style={{ whiteSpace: 'nowrap' }}>{entry.userid}</div>
            {entry.userName && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {entry.userName}
              </Typography.Text>
            )}
          </>
        ) : (
          <Typography.Text type="secondary">{t('System')}</Typography.Text>
        ),
    },
    { title: t('Role'), dataIndex: 'role', render: (role: string | null) => roleName(role) },
    {
      title: t('Record type'),
      dataIndex: 'entity',
      render: (code: string) => entityName(code),
    },
    {
      title: t('Record no.'),
      dataIndex: 'entityId',
      // Uploaded files are named by long ids: let those break rather than widen the table.
      onCell: () => ({ style: { overflowWrap: 'anywhere' as const, minWidth: 60 } }),
    },
    { title: t('Action'), dataIndex: 'action', render: (code: string) => actionName(code) },
    {
      title: t('Changes'),
      dataIndex: 'changes',
      // The widest column: it takes what the others leave and wraps inside it.
      onCell: () => ({ style: { minWidth: 200 } }),
      render: (changes: AuditEntry['changes']) => <ChangeList changes={changes} />,
    },
    {
      title: t('IP address'),
      dataIndex: 'ip',
      ...oneLine,
      render: (ip: string | null) => ip ?? '—',
    },
  ];

  return (
    <>
      <PageHeader
        title={t('Audit Log')}
        subtitle={subtitle}
        extra={
          // A link, not a fetch: the browser streams the file to disk with the session cookie.
          <Button
            icon={<FileExcelOutlined />}
            href={auditExportUrl(filter)}
            download
            disabled={total === 0}
            data-testid="audit-export"
          >
            {t('Download Excel')}
          </Button>
        }
      />
      <Card>
        <Form layout="vertical" onFinish={find}>
          <Row gutter={16} align="bottom">
            <Col xs={24} sm={12} lg={6} xl={5}>
              <Form.Item label={t('User Id')} htmlFor="audit-userid">
                <Input
                  id="audit-userid"
                  value={draft.userid}
                  onChange={(event) =>
                    setDraft((current) => ({ ...current, userid: event.target.value }))
                  }
                  maxLength={USERID_MAX_LENGTH}
                  autoCapitalize="none"
                  spellCheck={false}
                  allowClear
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={6} xl={4}>
              <Form.Item label={t('Record type')} htmlFor="audit-entity">
                <Select<string>
                  id="audit-entity"
                  value={draft.entity}
                  onChange={(entity) => setDraft((current) => ({ ...current, entity }))}
                  allowClear
                  // The log of a busy unit holds twenty-odd kinds: typing finds one faster
                  // than scrolling, and the list reads in the officer's language order.
                  showSearch
                  optionFilterProp="label"
                  loading={entities.isLoading}
                  placeholder={t('All')}
                  options={(entities.data ?? [])
                    .map((code) => ({ value: code, label: entityName(code) }))
                    .sort((a, b) => a.label.localeCompare(b.label))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={6} xl={4}>
              <Form.Item label={t('Record id')} htmlFor="audit-record">
                <Input
                  id="audit-record"
                  value={draft.entityId}
                  onChange={(event) =>
                    setDraft((current) => ({ ...current, entityId: event.target.value }))
                  }
                  maxLength={RECORD_MAX_LENGTH}
                  allowClear
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={6} xl={6}>
              <Form.Item label={t('Date range')}>
                {/* Enter confirms a typed date; it must not also run Find with half a range. */}
                <div onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}>
                  <DatePicker.RangePicker
                    value={draft.range}
                    onChange={(range) => setDraft((current) => ({ ...current, range }))}
                    format="DD-MM-YYYY"
                    allowEmpty={[true, true]}
                    placeholder={[t('From date'), t('To date')]}
                    style={{ width: '100%' }}
                  />
                </div>
              </Form.Item>
            </Col>
            <Col xs={24} xl={5}>
              <Form.Item>
                <Flex gap={8}>
                  <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                    {t('Find')}
                  </Button>
                  <Button icon={<ClearOutlined />} onClick={clear}>
                    {t('Clear')}
                  </Button>
                </Flex>
              </Form.Item>
            </Col>
          </Row>
        </Form>
        <PagedTable<AuditEntry>
          query={audit}
          paging={paging}
          columns={columns}
          scroll={{ x: 1080 }}
        />
      </Card>
    </>
  );
}
