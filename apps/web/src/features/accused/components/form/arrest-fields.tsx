import { DatePicker, Form, Input, Row, Tag } from 'antd';
import { RadioGroup } from '@/components/form-kit/radio-group';
import { useTranslation } from 'react-i18next';
import { MasterSelect } from '@/components/form-kit/master-select';
import { DATE_TIME_FORMAT } from '@/lib/format';
import { useMasterList } from '@/lib/masters';
import { AadhaarHolders } from '../duplicates/aadhaar-holders';
import type { ArrestFormValues } from './arrest-state';
import { isBeforeCourtDay, isFuture } from './date-rules';
import { digitsOnlyInputProps, toLatinDigits } from './digits';
import { DateInput } from './date-input';
import { UploadList } from './upload-list';
import type { ArrestForm } from './use-arrest-form';
import { FieldItem } from '@/components/form-kit/field-item';

/** Date and time in 12-hour clock (spec 2 §4). */
const SHOW_TIME = { format: 'hh:mm A', use12Hours: true };

type ArrestFieldsProps = Pick<
  ArrestForm,
  'editing' | 'holders' | 'checking' | 'onArrestedAt' | 'onAadhaarBlur'
>;

/** Spec 2 §3.3, §4: one arrest's fields; the court date follows the arrest date. */
export function ArrestFields({
  editing,
  holders,
  checking,
  onArrestedAt,
  onAadhaarBlur,
}: ArrestFieldsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ArrestFormValues>();
  const arrestedAt = Form.useWatch('arrestedAt', form);
  const statuses = useMasterList('current-statuses');

  return (
    <Row gutter={16}>
      <FieldItem
        col={{ xs: 24, md: 12 }}
        name="currentStatusId"
        label={t('Current status')}
        required
      >
        <MasterSelect
          placeholder={t('Select current status')}
          query={statuses}
          data-testid="arrest-status"
        />
      </FieldItem>
      <FieldItem
        col={{ xs: 24, md: 12 }}
        name="fingerprint"
        label={t('Checked in the automated fingerprint system?')}
        required
      >
        <RadioGroup
          optionType="button"
          options={[
            { value: '0', label: t('No') },
            { value: '1', label: t('Yes') },
          ]}
        />
      </FieldItem>
      <FieldItem
        col={{ xs: 24, md: 12 }}
        name="arrestedAt"
        label={t('Arrest date and time')}
        required
      >
        <DatePicker
          showTime={SHOW_TIME}
          format={DATE_TIME_FORMAT}
          style={{ width: '100%' }}
          disabledDate={(day) => isFuture(day)}
          onChange={onArrestedAt}
          placeholder={t('Select date and time')}
        />
      </FieldItem>
      <FieldItem
        col={{ xs: 24, md: 12 }}
        name="courtAt"
        label={t('Court date and time')}
        required
        extra={arrestedAt ? undefined : t('Choose the arrest date first.')}
      >
        <DatePicker
          showTime={SHOW_TIME}
          format={DATE_TIME_FORMAT}
          style={{ width: '100%' }}
          disabled={!arrestedAt}
          disabledDate={(day) => isBeforeCourtDay(day, arrestedAt)}
          placeholder={t('Select date and time')}
        />
      </FieldItem>
      <FieldItem
        col={{ xs: 24, md: 12 }}
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
      >
        <Input
          {...digitsOnlyInputProps}
          maxLength={12}
          placeholder={t('12 digits')}
          onBlur={() => void onAadhaarBlur()}
          suffix={checking ? <Tag>{t('Checking...')}</Tag> : <span />}
        />
      </FieldItem>
      <FieldItem col={{ xs: 24, md: 12 }} name="dateOfBirth" label={t('Date of birth')}>
        <DateInput past />
      </FieldItem>
      <FieldItem col={24} name="photos" label={t('Photos')} errorName="photoIds">
        <UploadList kind="image" max={5} testId="arrest-photos" />
      </FieldItem>
    </Row>
  );
}
