import { useEffect, useState } from 'react';
import { App, Button, Flex, Form, Input, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { actCreateSchema, DELAYS, type Act } from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { usePaging } from '@/components/paged-table';
import { useActs } from '@/lib/masters';
import { useCreateAct } from '../api/create-act';
import { saveFailure } from '../save-failure';
import { TwoLanguageName } from './two-language-name';

/** The shared schema's limit (packages/shared act-section.ts), so the field cannot exceed it. */
const ACT_NAME_MAX_LENGTH = 200;

/** The act just added stands out until the next one. */
const ADDED_ROW_STYLE = { background: '#f6ffed' };

const oneLine = {
  onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
};

/** Spec 3 §2.14 'Act' tab: add an act (kayda) and list every act of the state. */
export function ActTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const acts = useActs();
  const createAct = useCreateAct();
  const [name, setName] = useState('');
  // An i18n key, translated at render so a language switch re-translates it.
  const [nameError, setNameError] = useState<string | null>(null);
  const { page, size, setPage, serial, onChange } = usePaging();
  const [addedId, setAddedId] = useState<number | null>(null);

  // The list runs oldest first, so a new act lands on the last page: turn to it, once the
  // reloaded list holds it, so the officer sees the entry just made.
  useEffect(() => {
    if (addedId === null || !acts.data) return;
    const index = acts.data.findIndex((act) => act.id === addedId);
    if (index >= 0) setPage(Math.floor(index / size));
  }, [addedId, acts.data, size, setPage]);

  const submit = async () => {
    const parsed = actCreateSchema.safeParse({ name });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      const result = await createAct.mutateAsync(parsed.data.name);
      setName('');
      setNameError(null);
      setAddedId(result.act.id);
      void message.success(t(result.message));
    } catch (error) {
      const failure = saveFailure(error, ['name']);
      setNameError(failure.fields.name ?? null);
      if (failure.message) void message.error(t(failure.message));
    }
  };

  const columns: TableColumnsType<Act> = [
    {
      title: t('Sr. No.'),
      key: 'serial',
      width: 90,
      ...oneLine,
      render: (_value, _row, index) => serial(index),
    },
    {
      title: t('Act (Kayda)'),
      key: 'name',
      render: (_value, act) => <TwoLanguageName nameMr={act.nameMr} nameEn={act.nameEn} />,
    },
    { title: t('Code'), dataIndex: 'code', ...oneLine },
  ];

  return (
    <>
      <Form layout="vertical" onFinish={() => void submit()} style={{ maxWidth: 640 }}>
        <Form.Item
          label={t('Act (Kayda)')}
          validateStatus={nameError ? 'error' : undefined}
          help={nameError ? t(nameError) : undefined}
        >
          <Flex gap={8} wrap>
            <Input
              id="act-name"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
              maxLength={ACT_NAME_MAX_LENGTH}
              placeholder={t('Enter the name of the act')}
              style={{ flex: '1 1 280px' }}
            />
            <Button
              type="primary"
              htmlType="submit"
              icon={<PlusOutlined />}
              disabled={name.trim() === ''}
              loading={createAct.isPending}
            >
              {t('Add New Kayda')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
      {acts.isError && (
        <div style={{ marginBottom: 16 }}>
          <LoadFailure error={acts.error} onRetry={() => void acts.refetch()} />
        </div>
      )}
      <Table<Act>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={acts.data ?? []}
        loading={{ spinning: acts.isFetching, delay: DELAYS.spinnerMs }}
        scroll={{ x: 640 }}
        onRow={(act) => (act.id === addedId ? { style: ADDED_ROW_STYLE } : {})}
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
