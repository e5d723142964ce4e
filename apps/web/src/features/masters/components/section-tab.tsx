import { useEffect, useState } from 'react';
import { Alert, App, Button, Col, Form, Input, Row, Table, type TableColumnsType } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACT_SECTION_MESSAGES, DELAYS, sectionCreateSchema, type Section } from '@cmis/shared';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import { LoadFailure } from '@/components/load-failure';
import { usePaging } from '@/components/paged-table';
import { MasterSelect } from '@/components/form-kit/master-select';
import { ApiError } from '@/lib/api-client';
import { localName } from '@/lib/format';
import { useLanguage } from '@/i18n/use-language';
import { useActs, useSections } from '@/lib/masters';
import { useCreateSection } from '../api/create-section';
import { sectionDescription } from '../names';
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';

/** The shared schema's limits (packages/shared act-section.ts). */
const CODE_MAX_LENGTH = 40;
const DESCRIPTION_MAX_LENGTH = 300;
const SEARCH_MAX_LENGTH = 100;

/** The section just added stands out until the next one. */
const ADDED_ROW_STYLE = { background: '#f6ffed' };

const oneLine = {
  onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
};

/** Spec 3 §2.14 'Section' tab: choose an act, add a section (kalam), search its sections. */
export function SectionTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = App.useApp();
  const acts = useActs();
  const createSection = useCreateSection();
  const [actId, setActId] = useState<number | undefined>(undefined);
  const [code, setCode] = useState('');
  const [description, setDescription] = useState('');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const { page, size, setPage, serial, onChange } = usePaging();
  const [addedId, setAddedId] = useState<number | null>(null);
  const sections = useSections(actId, search);

  // A new section is the act's newest, so it lands on the last page: turn to it once the
  // reloaded list holds it.
  useEffect(() => {
    if (addedId === null || !sections.data) return;
    const index = sections.data.findIndex((section) => section.id === addedId);
    if (index >= 0) setPage(Math.floor(index / size));
  }, [addedId, sections.data, size, setPage]);

  const chooseAct = (id: number | undefined) => {
    setActId(id);
    setSearchText('');
    setSearch('');
    setPage(0);
    setAddedId(null);
  };

  const runSearch = (text: string) => {
    setSearchText(text);
    setSearch(text.trim());
    setPage(0);
  };

  const { itemProps, clear, submit } = useFormSubmit({
    schema: sectionCreateSchema,
    fields: ['code', 'description'],
    save: (input) =>
      createSection.mutateAsync({ actId: actId ?? 0, ...input }).catch((error: unknown) => {
        // Spec 3 §5: a section the act already has is information, not a failure.
        if (error instanceof ApiError && error.status === 409) return null;
        throw error;
      }),
    success: (result) => result?.message ?? '',
    refused: ACT_SECTION_MESSAGES.sectionFailed,
    unanswered: ACT_SECTION_MESSAGES.unexpected,
    onDone: (result) => {
      if (!result) {
        void message.info(t(ACT_SECTION_MESSAGES.sectionExists));
        return;
      }
      setCode('');
      setDescription('');
      // Show the whole list again, so the new section is on screen whatever was searched.
      setSearchText('');
      setSearch('');
      setAddedId(result.section.id);
    },
  });

  const columns: TableColumnsType<Section> = [
    {
      title: t('Sr. No.'),
      key: 'serial',
      width: 90,
      ...oneLine,
      render: (_value, _row, index) => serial(index),
    },
    { title: t('Section (Kalam)'), dataIndex: 'code', width: 160, ...oneLine },
    {
      title: t('Description'),
      key: 'description',
      render: (_value, section) =>
        sectionDescription(section.code, localName(language, section.nameMr, section.nameEn)),
    },
  ];

  const searchFailed = sections.isError && search !== '';

  return (
    <>
      <FormWithErrors
        itemProps={itemProps}
        layout="vertical"
        onFinish={() => {
          if (actId !== undefined) void submit({ code, description });
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12} xl={8}>
            <Form.Item label={t('Act (Kayda)')} htmlFor="section-act" required>
              <MasterSelect
                id="section-act"
                value={actId}
                onChange={(v) => chooseAct(v as number | undefined)}
                allowClear
                query={acts}
                placeholder={t('Select an act')}
                label={(act, name) => `${name} (${act.code})`}
              />
            </Form.Item>
          </Col>
          <FieldItem
            col={{ xs: 24, md: 12, xl: 5 }}
            label={t('Section (Kalam)')}
            htmlFor="section-code"
            required
            errorName="code"
          >
            <Input
              id="section-code"
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                clear(['code']);
              }}
              maxLength={CODE_MAX_LENGTH}
              placeholder={t('e.g. 379')}
            />
          </FieldItem>
          <FieldItem
            col={{ xs: 24, md: 16, xl: 8 }}
            label={t('Description')}
            htmlFor="section-description"
            errorName="description"
          >
            <Input
              id="section-description"
              value={description}
              onChange={(event) => {
                setDescription(event.target.value);
                clear(['description']);
              }}
              maxLength={DESCRIPTION_MAX_LENGTH}
              placeholder={t('Optional')}
            />
          </FieldItem>
          <Col xs={24} md={8} xl={3}>
            <Form.Item label=" " colon={false}>
              <Button
                type="primary"
                htmlType="submit"
                icon={<PlusOutlined />}
                block
                disabled={actId === undefined || code.trim() === ''}
                loading={createSection.isPending}
              >
                {t('Add New Kalam')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </FormWithErrors>

      <Input.Search
        value={searchText}
        onChange={(event) => {
          setSearchText(event.target.value);
          // Emptying the box (or its clear icon) shows the whole list again.
          if (event.target.value === '' && search !== '') runSearch('');
        }}
        onSearch={runSearch}
        allowClear
        disabled={actId === undefined}
        maxLength={SEARCH_MAX_LENGTH}
        enterButton={
          <>
            <SearchOutlined /> {t('Search')}
          </>
        }
        aria-label={t('Search sections of the act')}
        placeholder={t('Search sections of the act')}
        style={{ maxWidth: 420, marginBottom: 16 }}
      />

      {searchFailed && (
        <Alert
          type="error"
          showIcon
          message={t(ACT_SECTION_MESSAGES.searchFailed)}
          action={
            <Button size="small" onClick={() => void sections.refetch()}>
              {t('Try again')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {sections.isError && !searchFailed && (
        <div style={{ marginBottom: 16 }}>
          <LoadFailure error={sections.error} onRetry={() => void sections.refetch()} />
        </div>
      )}
      <Table<Section>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={actId === undefined ? [] : (sections.data ?? [])}
        loading={{ spinning: sections.isFetching, delay: DELAYS.spinnerMs }}
        scroll={{ x: 640 }}
        locale={
          actId === undefined ? { emptyText: t('Select an act to see its sections.') } : undefined
        }
        onRow={(section) => (section.id === addedId ? { style: ADDED_ROW_STYLE } : {})}
        pagination={{
          current: page + 1,
          pageSize: size,
          showSizeChanger: true,
          showTotal: (total) => t('Total: {{total}}', { total }),
          onChange,
        }}
      />
    </>
  );
}
