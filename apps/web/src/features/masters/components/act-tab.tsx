import { useEffect, useState } from 'react';
import { Button, Flex, Input, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACT_SECTION_MESSAGES, actCreateSchema, DELAYS, type Act } from '@cmis/shared';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import { LoadFailure } from '@/components/load-failure';
import { usePaging } from '@/components/paged-table';
import { useActs } from '@/lib/masters';
import { useCreateAct } from '../api/create-act';
import { TwoLanguageName } from './two-language-name';
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';

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
  const acts = useActs();
  const createAct = useCreateAct();
  const [name, setName] = useState('');
  const { page, size, setPage, serial, onChange } = usePaging();
  const [addedId, setAddedId] = useState<number | null>(null);

  // The list runs oldest first, so a new act lands on the last page: turn to it, once the
  // reloaded list holds it, so the officer sees the entry just made.
  useEffect(() => {
    if (addedId === null || !acts.data) return;
    const index = acts.data.findIndex((act) => act.id === addedId);
    if (index >= 0) setPage(Math.floor(index / size));
  }, [addedId, acts.data, size, setPage]);

  const { itemProps, clear, submit } = useFormSubmit({
    schema: actCreateSchema,
    fields: ['name'],
    save: (input) => createAct.mutateAsync(input.name),
    unanswered: ACT_SECTION_MESSAGES.unexpected,
    onDone: (result) => {
      setName('');
      setAddedId(result.act.id);
    },
  });

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
      <FormWithErrors
        itemProps={itemProps}
        layout="vertical"
        onFinish={() => void submit({ name })}
        style={{ maxWidth: 640 }}
      >
        <FieldItem label={t('Act (Kayda)')} errorName="name">
          <Flex gap={8} wrap>
            <Input
              id="act-name"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                clear(['name']);
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
        </FieldItem>
      </FormWithErrors>
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
