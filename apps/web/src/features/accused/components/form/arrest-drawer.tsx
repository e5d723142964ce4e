import { useEffect, useRef, useState } from 'react';
import {
  App,
  Button,
  Col,
  DatePicker,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Table,
  Tag,
  Typography,
} from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  AADHAAR_PATTERN,
  ARREST_MESSAGES,
  arrestInputSchema,
  type Arrest,
  type DuplicateCandidate,
} from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { DATE_FORMAT, DATE_TIME_FORMAT, formatDateTime, localName } from '@/lib/format';
import { useFieldErrors, type FieldErrors } from '@/lib/form-field-errors';
import { useAddArrest } from '../../api/add-arrest';
import { useCheckAadhaar } from '../../api/check-aadhaar';
import { useUpdateArrest } from '../../api/update-arrest';
import { AadhaarHolders } from '../duplicates/aadhaar-holders';
import { conflictCandidates } from '../duplicates/duplicate-state';
import {
  ARREST_FIELDS,
  arrestInputFrom,
  arrestValuesFrom,
  type ArrestField,
  type ArrestFormValues,
} from './arrest-state';
import { CRIME_DRAWER_WIDTH } from './crime-drawer';
import { courtDateFor, isBeforeCourtDay, isFuture } from './date-rules';
import { digitsOnlyInputProps, toLatinDigits } from './digits';
import { useMasterList } from '../../api/get-master-list';
import { UploadList } from './upload-list';
import type { CrimeDraft } from './wizard-state';

/** Spec 2 §4: the arrest drawer closes 2000 ms after a save. */
export const ARREST_CLOSE_DELAY_MS = 2000;

interface ArrestDrawerProps {
  open: boolean;
  /** A saved crime (arrests are added to saved crimes only). */
  crime: CrimeDraft & { id: number };
  /** The crime's arrests so far, newest data from the record. */
  arrests: readonly Arrest[];
  onClose: () => void;
}

const NEW_ARREST: ArrestFormValues = { fingerprint: '0', aadhaar: '', photos: [] };

const isArrestField = (name: string): name is ArrestField =>
  (ARREST_FIELDS as readonly string[]).includes(name);

/**
 * Spec 2 §2.3, §3.3, §4, §5.3: the arrests of one crime, and a form that adds one or
 * changes one of them. The wizard mounts a fresh drawer for each opening.
 */
export function ArrestDrawer({ open, crime, arrests, onClose }: ArrestDrawerProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ArrestFormValues>();
  const errors = useFieldErrors<ArrestField>();
  const [editing, setEditing] = useState<Arrest | null>(null);
  const [done, setDone] = useState(false);
  // Issue 16 §6: who already holds the Aadhaar number typed, when it is another person.
  const [holders, setHolders] = useState<DuplicateCandidate[]>([]);
  const statuses = useMasterList('current-statuses');
  const addArrest = useAddArrest();
  const updateArrest = useUpdateArrest();
  const checkAadhaar = useCheckAadhaar();
  const arrestedAt = Form.useWatch('arrestedAt', form);
  const timer = useRef<number | undefined>(undefined);
  const pending = addArrest.isPending || updateArrest.isPending;
  // After a save the drawer closes by itself; the officer may close it sooner.
  const saving = pending || done;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const edit = (arrest: Arrest | null) => {
    setEditing(arrest);
    errors.reset();
    setHolders([]);
    form.resetFields();
    form.setFieldsValue(arrest ? arrestValuesFrom(arrest, t('Photo')) : NEW_ARREST);
  };

  const onArrestedAt = (value: ArrestFormValues['arrestedAt']) => {
    // Spec 2 §4: the court date follows one day later; clearing the arrest clears it.
    form.setFieldsValue({ courtAt: value ? courtDateFor(value) : null });
    errors.clear(['courtAt']);
  };

  /** Spec 2 §5.3: the number is checked on leaving the field; the save checks again. */
  const onAadhaarBlur = async () => {
    const value = (form.getFieldValue('aadhaar') as string | undefined) ?? '';
    if (!value) return;
    if (!AADHAAR_PATTERN.test(value)) {
      errors.setErrors({ ...errors.errors, aadhaar: ARREST_MESSAGES.aadhaarFormat });
      return;
    }
    try {
      const { unique, candidates } = await checkAadhaar.mutateAsync({
        aadhaar: value,
        // The same person's number on his other arrests is his, not a duplicate.
        crimeId: crime.id,
        ...(editing ? { exceptArrestId: editing.id } : {}),
      });
      // The officer may have typed on meanwhile: judge only the number that was checked.
      if (!unique && form.getFieldValue('aadhaar') === value) {
        errors.setErrors({ ...errors.errors, aadhaar: ARREST_MESSAGES.aadhaarTaken });
        setHolders(candidates);
      }
    } catch {
      // Not being able to check now is no reason to stop the officer; the server checks on save.
    }
  };

  const save = async () => {
    const values = form.getFieldsValue(true) as ArrestFormValues;
    const parsed = arrestInputSchema.safeParse(arrestInputFrom(values));
    const found: FieldErrors<ArrestField> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const name = String(issue.path[0] ?? '');
      if (isArrestField(name)) found[name] ??= issue.message;
    }
    // A number the server already called taken is not sent again.
    if (errors.errors.aadhaar === ARREST_MESSAGES.aadhaarTaken)
      found.aadhaar ??= ARREST_MESSAGES.aadhaarTaken;
    errors.setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    try {
      if (editing) await updateArrest.mutateAsync({ id: editing.id, input: parsed.data });
      else await addArrest.mutateAsync({ crimeId: crime.id, input: parsed.data });
    } catch (error) {
      const placed: FieldErrors<ArrestField> = {};
      let unplaced: string | null = null;
      if (error instanceof ApiError) {
        setHolders(conflictCandidates(error) ?? []);
        for (const [name, text] of Object.entries(error.fields)) {
          if (isArrestField(name)) placed[name] ??= text;
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
    void message.success(t(ARREST_MESSAGES.saved));
    setDone(true);
    timer.current = window.setTimeout(onClose, ARREST_CLOSE_DELAY_MS);
  };

  const statusName = (arrest: Arrest) =>
    localName(i18n.language, arrest.currentStatus.mr, arrest.currentStatus.en);

  return (
    <Drawer
      title={t('Arrest')}
      placement="right"
      width={CRIME_DRAWER_WIDTH}
      open={open}
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
            loading={addArrest.isPending || updateArrest.isPending}
            disabled={done}
            onClick={() => void save()}
            data-testid="arrest-save"
          >
            {editing ? t('Update') : t('Save')}
          </Button>
        </Flex>
      }
    >
      <Descriptions
        size="small"
        bordered
        column={2}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'register',
            label: t('Crime register number'),
            children: `${crime.input.registerNumber}/${crime.input.registerYear}`,
          },
          {
            key: 'title',
            label: t('Crime title'),
            children: localName(i18n.language, crime.title.mr, crime.title.en),
          },
        ]}
      />

      {arrests.length > 0 && (
        <>
          <Typography.Title level={5}>{t('Arrests of this crime')}</Typography.Title>
          <Table<Arrest>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={[...arrests]}
            style={{ marginBottom: 16 }}
            rowClassName={(row) => (row.id === editing?.id ? 'ant-table-row-selected' : '')}
            columns={[
              { key: 'status', title: t('Current status'), render: (_v, row) => statusName(row) },
              {
                key: 'arrestedAt',
                title: t('Arrest date and time'),
                render: (_v, row) => formatDateTime(row.arrestedAt),
              },
              {
                key: 'courtAt',
                title: t('Court date and time'),
                render: (_v, row) => formatDateTime(row.courtAt),
              },
              {
                key: 'aadhaar',
                title: t('Aadhaar number'),
                render: (_v, row) => row.aadhaarMasked ?? '-',
              },
              {
                key: 'action',
                title: t('Action'),
                render: (_v, row) => (
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => edit(row)}
                    disabled={saving}
                  >
                    {t('Update')}
                  </Button>
                ),
              },
            ]}
          />
        </>
      )}

      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {editing ? t('Update arrest') : t('New arrest')}
        </Typography.Title>
        {editing && (
          <Button icon={<PlusOutlined />} onClick={() => edit(null)} disabled={saving}>
            {t('New arrest')}
          </Button>
        )}
      </Flex>

      <Form<ArrestFormValues>
        form={form}
        name="arrest"
        layout="vertical"
        noValidate
        initialValues={NEW_ARREST}
        onValuesChange={(changed: ArrestFormValues) => {
          errors.clear(Object.keys(changed).map((key) => (key === 'photos' ? 'photoIds' : key)));
          if ('aadhaar' in changed) setHolders([]);
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="currentStatusId"
              label={t('Current status')}
              required
              {...errors.itemProps('currentStatusId')}
            >
              <Select
                placeholder={t('Select current status')}
                loading={statuses.isPending}
                options={(statuses.data ?? []).map((s) => ({
                  value: s.id,
                  label: localName(i18n.language, s.nameMr, s.nameEn),
                }))}
                data-testid="arrest-status"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="fingerprint"
              label={t('Checked in the automated fingerprint system?')}
              required
              {...errors.itemProps('fingerprint')}
            >
              <Radio.Group
                optionType="button"
                options={[
                  { value: '0', label: t('No') },
                  { value: '1', label: t('Yes') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="arrestedAt"
              label={t('Arrest date and time')}
              required
              {...errors.itemProps('arrestedAt')}
            >
              <DatePicker
                showTime={{ format: 'hh:mm A', use12Hours: true }}
                format={DATE_TIME_FORMAT}
                style={{ width: '100%' }}
                disabledDate={(day) => isFuture(day)}
                onChange={onArrestedAt}
                placeholder={t('Select date and time')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="courtAt"
              label={t('Court date and time')}
              required
              extra={arrestedAt ? undefined : t('Choose the arrest date first.')}
              {...errors.itemProps('courtAt')}
            >
              <DatePicker
                showTime={{ format: 'hh:mm A', use12Hours: true }}
                format={DATE_TIME_FORMAT}
                style={{ width: '100%' }}
                disabled={!arrestedAt}
                disabledDate={(day) => isBeforeCourtDay(day, arrestedAt)}
                placeholder={t('Select date and time')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="aadhaar"
              label={t('Aadhaar number')}
              normalize={toLatinDigits}
              extra={
                editing?.aadhaarMasked || holders.length > 0 ? (
                  <>
                    {editing?.aadhaarMasked &&
                      t('Stored: {{masked}}. Leave empty to keep it.', {
                        masked: editing.aadhaarMasked,
                      })}
                    <AadhaarHolders candidates={holders} />
                  </>
                ) : undefined
              }
              {...errors.itemProps('aadhaar')}
            >
              <Input
                {...digitsOnlyInputProps}
                maxLength={12}
                placeholder={t('12 digits')}
                onBlur={() => void onAadhaarBlur()}
                suffix={checkAadhaar.isPending ? <Tag>{t('Checking...')}</Tag> : <span />}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="dateOfBirth"
              label={t('Date of birth')}
              {...errors.itemProps('dateOfBirth')}
            >
              <DatePicker
                style={{ width: '100%' }}
                format={DATE_FORMAT}
                disabledDate={(day) => isFuture(day)}
                placeholder={t('Select date')}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="photos" label={t('Photos')} {...errors.itemProps('photoIds')}>
              <UploadList kind="image" max={5} testId="arrest-photos" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Drawer>
  );
}
