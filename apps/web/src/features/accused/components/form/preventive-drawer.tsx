import { useEffect, useRef, useState } from 'react';
import {
  App,
  Button,
  Col,
  DatePicker,
  Drawer,
  Flex,
  Form,
  Input,
  Row,
  Select,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import { EditOutlined, FilePdfOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  MPA_SECTION_LABELS,
  PREVENTIVE_MESSAGES,
  preventiveInputSchema,
  type Preventive,
} from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { ApiError } from '@/lib/api-client';
import { DATE_FORMAT, formatDate, localName, indiaToday } from '@/lib/format';
import { useFieldErrors, type FieldErrors } from '@/lib/form-field-errors';
import { useAddPreventive } from '../../api/add-preventive';
import { useAccusedDetail } from '../../api/get-accused-detail';
import { useUpdatePreventive } from '../../api/update-preventive';
import { moveDatesToYear, yearOptions } from './date-rules';
import { CourtFields } from './court-fields';
import { digitsOnlyInputProps, toLatinDigits } from './digits';
import { useCities } from '../../api/get-cities';
import { useMasterList } from '../../api/get-master-list';
import {
  isExternment,
  PREVENTIVE_FIELDS,
  preventiveInputFrom,
  preventiveValuesFrom,
  showsPreventiveCourt,
  type PreventiveField,
  type PreventiveFormValues,
} from './preventive-state';
import { UploadList } from './upload-list';

/** Spec 2 §9 gives no width: the preventive drawers match the crime and arrest ones. */
export const PREVENTIVE_DRAWER_WIDTH = 800;
/** Spec 2 §4: the drawer closes 2000 ms after a save. */
export const PREVENTIVE_CLOSE_DELAY_MS = 2000;

interface PreventiveDrawerProps {
  open: boolean;
  accusedId: number;
  onClose: () => void;
}

/**
 * Spec 2 §2.3, §3.4: the preventive actions of a saved accused, with Add and Update opening
 * a nested form drawer. Usable from the accused wizard and from the list's row action.
 */
export function PreventiveDrawer({ open, accusedId, onClose }: PreventiveDrawerProps) {
  const { t, i18n } = useTranslation();
  const detail = useAccusedDetail(open ? accusedId : undefined);
  const cities = useCities();
  // undefined: the form is closed; null: adding; a row: changing it.
  const [editing, setEditing] = useState<Preventive | null | undefined>(undefined);
  const canEdit = detail.data?.canEdit ?? false;

  const cityNames = (ids: number[]) =>
    ids
      .map((id) => cities.data?.find((c) => c.id === id))
      .filter((c) => c !== undefined)
      .map((c) => localName(i18n.language, c.nameMr, c.nameEn))
      .join(', ');

  return (
    <Drawer
      title={
        detail.data
          ? t('Preventive action: {{name}}', { name: detail.data.basic.name })
          : t('Preventive action')
      }
      placement="right"
      width={PREVENTIVE_DRAWER_WIDTH}
      open={open}
      onClose={onClose}
      destroyOnHidden
      extra={
        canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing(null)}
            data-testid="preventive-add"
          >
            {t('Add preventive action')}
          </Button>
        )
      }
    >
      {detail.isError ? (
        <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />
      ) : detail.isPending ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : (
        <Table<Preventive>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={detail.data.preventiveActions}
          locale={{ emptyText: t('No preventive action recorded yet.') }}
          data-testid="preventive-table"
          columns={[
            {
              key: 'sr',
              title: t('Sr. No.'),
              width: 64,
              render: (_v, _row, index) => index + 1,
            },
            {
              key: 'type',
              title: t('Preventive action'),
              render: (_v, row) => localName(i18n.language, row.actionType.mr, row.actionType.en),
            },
            {
              key: 'chapter',
              title: t('Chapter case'),
              render: (_v, row) => `${row.chapterCase}/${row.chapterYear}`,
            },
            {
              key: 'period',
              title: t('Period'),
              render: (_v, row) => `${formatDate(row.dateFrom)} – ${formatDate(row.dateTo)}`,
            },
            {
              key: 'area',
              title: t('Externment area'),
              render: (_v, row) => cityNames(row.externmentCityIds) || '-',
            },
            {
              key: 'order',
              title: t('Order'),
              render: (_v, row) =>
                row.orderFileUrl ? (
                  <Typography.Link
                    href={row.orderFileUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <FilePdfOutlined /> {t('View order')}
                  </Typography.Link>
                ) : (
                  t('N/A')
                ),
            },
            ...(canEdit
              ? [
                  {
                    key: 'action',
                    title: t('Action'),
                    render: (_v: unknown, row: Preventive) => (
                      <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(row)}>
                        {t('Update')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      {editing !== undefined && (
        <PreventiveFormDrawer
          accusedId={accusedId}
          editing={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Drawer>
  );
}

const isPreventiveField = (name: string): name is PreventiveField =>
  (PREVENTIVE_FIELDS as readonly string[]).includes(name);

interface PreventiveFormDrawerProps {
  accusedId: number;
  editing: Preventive | null;
  onClose: () => void;
}

/** Spec 2 §3.4, §4, §5.4: add or change one preventive action. */
function PreventiveFormDrawer({ accusedId, editing, onClose }: PreventiveFormDrawerProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PreventiveFormValues>();
  const errors = useFieldErrors<PreventiveField>();
  const types = useMasterList('preventive-action-types');
  const statuses = useMasterList('crime-statuses');
  const cities = useCities();
  const addPreventive = useAddPreventive();
  const updatePreventive = useUpdatePreventive();
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const actionTypeId = Form.useWatch('actionTypeId', form);
  const chapterYear = Form.useWatch('chapterYear', form);
  const dateFrom = Form.useWatch('dateFrom', form);
  const status = Form.useWatch('status', form);
  // After a save the drawer closes by itself; the officer may close it sooner.
  const pending = addPreventive.isPending || updatePreventive.isPending;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onChapterYear = (year: number | undefined) => {
    if (!year) return;
    // Spec 2 §4: the three dates move to the same day and month of the chosen year.
    const values = form.getFieldsValue(true) as PreventiveFormValues;
    form.setFieldsValue(moveDatesToYear(values, year));
  };

  const save = async () => {
    const values = form.getFieldsValue(true) as PreventiveFormValues;
    const parsed = preventiveInputSchema.safeParse(preventiveInputFrom(values));
    if (!parsed.success) {
      const found: FieldErrors<PreventiveField> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (isPreventiveField(name)) found[name] ??= issue.message;
      }
      errors.setErrors(found);
      return;
    }
    errors.reset();
    try {
      if (editing) await updatePreventive.mutateAsync({ id: editing.id, input: parsed.data });
      else await addPreventive.mutateAsync({ accusedId, input: parsed.data });
    } catch (error) {
      const placed: FieldErrors<PreventiveField> = {};
      let unplaced: string | null = null;
      if (error instanceof ApiError) {
        for (const [name, text] of Object.entries(error.fields)) {
          const field = name.split('.')[0] ?? '';
          if (isPreventiveField(field)) placed[field] ??= text;
          else unplaced ??= text;
        }
        if (Object.keys(placed).length === 0) unplaced ??= error.message;
      } else {
        unplaced = 'Something went wrong. Please try again.';
      }
      errors.setErrors(placed);
      if (unplaced) void message.error(t(unplaced));
      return;
    }
    void message.success(t(PREVENTIVE_MESSAGES.saved));
    setDone(true);
    timer.current = window.setTimeout(onClose, PREVENTIVE_CLOSE_DELAY_MS);
  };

  const years = yearOptions().map((year) => ({ value: year, label: String(year) }));
  // Dates open on the chapter year, where they almost always lie.
  const pickerStart =
    chapterYear && chapterYear !== indiaToday().year() ? dayjs(`${chapterYear}-01-01`) : undefined;
  const externment = isExternment(actionTypeId);
  const court = showsPreventiveCourt(status);
  const date = (name: 'bondDate' | 'dateFrom' | 'dateTo', label: string) => (
    <Col xs={24} md={8}>
      <Form.Item name={name} label={label} required {...errors.itemProps(name)}>
        <DatePicker
          style={{ width: '100%' }}
          format={DATE_FORMAT}
          defaultPickerValue={pickerStart}
          disabledDate={
            name === 'dateTo' && dateFrom ? (day) => day.isBefore(dateFrom, 'day') : undefined
          }
          placeholder={t('Select date')}
        />
      </Form.Item>
    </Col>
  );

  return (
    <Drawer
      title={editing ? t('Update preventive action') : t('Add preventive action')}
      placement="right"
      width={PREVENTIVE_DRAWER_WIDTH - 80}
      open
      onClose={() => !pending && onClose()}
      // Only Cancel and the close button close a form (see accused-drawer.tsx).
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} disabled={pending}>
            {t('Cancel')}
          </Button>
          <Button
            type="primary"
            loading={addPreventive.isPending || updatePreventive.isPending}
            disabled={done}
            onClick={() => void save()}
            data-testid="preventive-save"
          >
            {editing ? t('Update') : t('Save')}
          </Button>
        </Flex>
      }
    >
      <Form<PreventiveFormValues>
        form={form}
        name="preventive"
        layout="vertical"
        noValidate
        initialValues={
          editing
            ? preventiveValuesFrom(editing, t('Order file'))
            : { externmentCityIds: [], orderFile: [] }
        }
        onValuesChange={(changed: PreventiveFormValues) =>
          errors.clear(
            Object.keys(changed).map((key) => (key === 'orderFile' ? 'orderFileId' : key)),
          )
        }
      >
        <Row gutter={16}>
          <Col span={24}>
            <Form.Item
              name="actionTypeId"
              label={t('Preventive action')}
              required
              {...errors.itemProps('actionTypeId')}
            >
              <Select
                showSearch
                optionFilterProp="label"
                placeholder={t('Select preventive action')}
                loading={types.isPending}
                options={(types.data ?? []).map((type) => ({
                  value: type.id,
                  label: localName(i18n.language, type.nameMr, type.nameEn),
                }))}
                data-testid="preventive-type"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="chapterCase"
              label={t('Chapter case number')}
              required
              normalize={toLatinDigits}
              {...errors.itemProps('chapterCase')}
            >
              <Input {...digitsOnlyInputProps} maxLength={20} placeholder={t('Digits only')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="chapterYear"
              label={t('Chapter case year')}
              required
              extra={t('Changing the year moves the three dates below into that year.')}
              {...errors.itemProps('chapterYear')}
            >
              <Select
                showSearch
                optionFilterProp="label"
                placeholder={t('Select year')}
                options={years}
                onChange={onChapterYear}
                data-testid="preventive-year"
              />
            </Form.Item>
          </Col>
          {date('bondDate', t('Bond date'))}
          {date('dateFrom', t('From date'))}
          {date('dateTo', t('To date'))}
          {externment && (
            <Col span={24}>
              <Form.Item
                name="externmentCityIds"
                label={t('Externment area (units)')}
                extra={
                  <Flex wrap gap={6} style={{ marginTop: 6 }} data-testid="mpa-labels">
                    {MPA_SECTION_LABELS.map((label) => (
                      <Tag
                        key={label.section}
                        color={
                          Number(label.section) === (actionTypeId ?? 0) + 50 ? 'gold' : undefined
                        }
                      >
                        {i18n.language === 'en' ? label.en : label.mr}
                      </Tag>
                    ))}
                  </Flex>
                }
                {...errors.itemProps('externmentCityIds')}
              >
                <Select
                  mode="multiple"
                  allowClear
                  optionFilterProp="label"
                  placeholder={t('Select units')}
                  loading={cities.isPending}
                  options={(cities.data ?? []).map((c) => ({
                    value: c.id,
                    label: localName(i18n.language, c.nameMr, c.nameEn),
                  }))}
                  data-testid="preventive-externment"
                />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item name="orderType" label={t('Order type')} {...errors.itemProps('orderType')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="status" label={t('Status')} {...errors.itemProps('status')}>
              <Select
                allowClear
                placeholder={t('Select status')}
                options={(statuses.data ?? []).map((s) => ({
                  value: s.id,
                  label: localName(i18n.language, s.nameMr, s.nameEn),
                }))}
              />
            </Form.Item>
          </Col>
          {court && <CourtFields itemProps={errors.itemProps} />}
          <Col span={24}>
            <Form.Item
              name="orderFile"
              label={t('Order file (PDF)')}
              {...errors.itemProps('orderFileId')}
            >
              <UploadList kind="pdf" max={1} testId="preventive-order" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Drawer>
  );
}
