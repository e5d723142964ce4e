import { Flex, Form, Input, Row, Tag } from 'antd';
import { Select } from '@/components/form-kit/select';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MPA_SECTION_LABELS } from '@cmis/shared';
import { MasterSelect } from '@/components/form-kit/master-select';
import { indiaToday } from '@/lib/format';
import { useCities, useMasterList } from '@/lib/masters';
import { CourtFields } from './court-fields';
import { moveDatesToYear, yearOptions } from './date-rules';
import { digitsOnlyInputProps, toLatinDigits } from './digits';
import { isExternment, showsPreventiveCourt, type PreventiveFormValues } from './preventive-state';
import { yearSelectOptions } from './save-flow';
import { DateInput } from './date-input';
import { UploadList } from './upload-list';
import { FieldItem } from '@/components/form-kit/field-item';
import { ExternmentStationsField } from './externment-stations';

/**
 * Spec 2 §3.4, §4: one preventive action's fields. The chapter year moves the three dates;
 * an externment asks for its area; a court status asks for the court details.
 */
export function PreventiveFields() {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance<PreventiveFormValues>();
  const types = useMasterList('preventive-action-types');
  const statuses = useMasterList('crime-statuses');
  const cities = useCities();
  const actionTypeId = Form.useWatch('actionTypeId', form);
  const chapterYear = Form.useWatch('chapterYear', form);
  const dateFrom = Form.useWatch('dateFrom', form);
  const status = Form.useWatch('status', form);
  const areaUnits = Form.useWatch('externmentCityIds', form) ?? [];

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
    <FieldItem col={{ xs: 24, md: 8 }} name={field} label={label} required errorName={field}>
      <DateInput
        defaultPickerValue={pickerStart}
        disabledDate={
          field === 'dateTo' && dateFrom ? (day) => day.isBefore(dateFrom, 'day') : undefined
        }
      />
    </FieldItem>
  );

  return (
    <Row gutter={16}>
      <FieldItem col={24} name="actionTypeId" label={t('Preventive action')} required>
        <MasterSelect
          placeholder={t('Select preventive action')}
          query={types}
          data-testid="preventive-type"
        />
      </FieldItem>
      <FieldItem
        col={{ xs: 24, md: 12 }}
        name="chapterCase"
        label={t('Chapter case number')}
        required
        normalize={toLatinDigits}
      >
        <Input {...digitsOnlyInputProps} maxLength={20} placeholder={t('Digits only')} />
      </FieldItem>
      <FieldItem
        col={{ xs: 24, md: 12 }}
        name="chapterYear"
        label={t('Chapter case year')}
        required
        extra={t('Changing the year moves the three dates below into that year.')}
      >
        <Select
          showSearch
          optionFilterProp="label"
          placeholder={t('Select year')}
          options={yearSelectOptions(yearOptions())}
          onChange={onChapterYear}
          data-testid="preventive-year"
        />
      </FieldItem>
      {date('bondDate', t('Bond date'))}
      {date('dateFrom', t('From date'))}
      {date('dateTo', t('To date'))}
      {isExternment(actionTypeId) && (
        <FieldItem
          col={24}
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
        >
          <MasterSelect
            mode="multiple"
            allowClear
            placeholder={t('Select units')}
            query={cities}
            data-testid="preventive-externment"
          />
        </FieldItem>
      )}
      {isExternment(actionTypeId) && <ExternmentStationsField cityIds={areaUnits} />}
      <FieldItem col={{ xs: 24, md: 12 }} name="orderType" label={t('Order type')}>
        <Input maxLength={100} />
      </FieldItem>
      <FieldItem col={{ xs: 24, md: 12 }} name="status" label={t('Status')}>
        <MasterSelect allowClear placeholder={t('Select status')} query={statuses} />
      </FieldItem>
      {showsPreventiveCourt(status) && <CourtFields />}
      <FieldItem col={24} name="orderFile" label={t('Order file (PDF)')} errorName="orderFileId">
        <UploadList kind="pdf" max={1} testId="preventive-order" />
      </FieldItem>
    </Row>
  );
}
