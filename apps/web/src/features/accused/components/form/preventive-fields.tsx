import { Col, Flex, Form, Input, Row, Tag } from 'antd';
import { Select } from '@/components/form-kit/select';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MPA_SECTION_LABELS } from '@cmis/shared';
import { MasterSelect } from '@/components/form-kit/master-select';
import { indiaToday } from '@/lib/format';
import type { useFieldErrors } from '@/lib/form-field-errors';
import { useCities, useMasterList } from '@/lib/masters';
import { CourtFields } from './court-fields';
import { moveDatesToYear, yearOptions } from './date-rules';
import { digitsOnlyInputProps, toLatinDigits } from './digits';
import {
  isExternment,
  showsPreventiveCourt,
  type PreventiveField,
  type PreventiveFormValues,
} from './preventive-state';
import { yearSelectOptions } from './save-flow';
import { DateInput } from './date-input';
import { UploadList } from './upload-list';

interface PreventiveFieldsProps {
  itemProps: ReturnType<typeof useFieldErrors<PreventiveField>>['itemProps'];
}

/**
 * Spec 2 §3.4, §4: one preventive action's fields. The chapter year moves the three dates;
 * an externment asks for its area; a court status asks for the court details.
 */
export function PreventiveFields({ itemProps }: PreventiveFieldsProps) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance<PreventiveFormValues>();
  const types = useMasterList('preventive-action-types');
  const statuses = useMasterList('crime-statuses');
  const cities = useCities();
  const actionTypeId = Form.useWatch('actionTypeId', form);
  const chapterYear = Form.useWatch('chapterYear', form);
  const dateFrom = Form.useWatch('dateFrom', form);
  const status = Form.useWatch('status', form);

  const onChapterYear = (year: number | undefined) => {
    if (!year) return;
    // Spec 2 §4: the three dates move to the same day and month of the chosen year.
    const values = form.getFieldsValue(true) as PreventiveFormValues;
    form.setFieldsValue(moveDatesToYear(values, year));
  };

  // Dates open on the chapter year, where they almost always lie.
  const pickerStart =
    chapterYear && chapterYear !== indiaToday().year() ? dayjs(`${chapterYear}-01-01`) : undefined;
  const date = (field: 'bondDate' | 'dateFrom' | 'dateTo', label: string) => (
    <Col xs={24} md={8}>
      <Form.Item name={field} label={label} required {...itemProps(field)}>
        <DateInput
          defaultPickerValue={pickerStart}
          disabledDate={
            field === 'dateTo' && dateFrom ? (day) => day.isBefore(dateFrom, 'day') : undefined
          }
        />
      </Form.Item>
    </Col>
  );

  return (
    <Row gutter={16}>
      <Col span={24}>
        <Form.Item
          name="actionTypeId"
          label={t('Preventive action')}
          required
          {...itemProps('actionTypeId')}
        >
          <MasterSelect
            placeholder={t('Select preventive action')}
            query={types}
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
          {...itemProps('chapterCase')}
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
          {...itemProps('chapterYear')}
        >
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={t('Select year')}
            options={yearSelectOptions(yearOptions())}
            onChange={onChapterYear}
            data-testid="preventive-year"
          />
        </Form.Item>
      </Col>
      {date('bondDate', t('Bond date'))}
      {date('dateFrom', t('From date'))}
      {date('dateTo', t('To date'))}
      {isExternment(actionTypeId) && (
        <Col span={24}>
          <Form.Item
            name="externmentCityIds"
            label={t('Externment area (units)')}
            extra={
              <Flex wrap gap={6} style={{ marginTop: 6 }} data-testid="mpa-labels">
                {MPA_SECTION_LABELS.map((label) => (
                  <Tag
                    key={label.section}
                    color={Number(label.section) === (actionTypeId ?? 0) + 50 ? 'gold' : undefined}
                  >
                    {i18n.language === 'en' ? label.en : label.mr}
                  </Tag>
                ))}
              </Flex>
            }
            {...itemProps('externmentCityIds')}
          >
            <MasterSelect
              mode="multiple"
              allowClear
              placeholder={t('Select units')}
              query={cities}
              data-testid="preventive-externment"
            />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={12}>
        <Form.Item name="orderType" label={t('Order type')} {...itemProps('orderType')}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="status" label={t('Status')} {...itemProps('status')}>
          <MasterSelect allowClear placeholder={t('Select status')} query={statuses} />
        </Form.Item>
      </Col>
      {showsPreventiveCourt(status) && <CourtFields itemProps={itemProps} />}
      <Col span={24}>
        <Form.Item name="orderFile" label={t('Order file (PDF)')} {...itemProps('orderFileId')}>
          <UploadList kind="pdf" max={1} testId="preventive-order" />
        </Form.Item>
      </Col>
    </Row>
  );
}
