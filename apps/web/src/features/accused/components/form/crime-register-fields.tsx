import { useMemo } from 'react';
import { Form, Input, Row } from 'antd';
import { Select } from '@/components/form-kit/select';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MasterSelect } from '@/components/form-kit/master-select';
import { indiaToday } from '@/lib/format';
import { useMasterList } from '@/lib/masters';
import { CourtFields } from './court-fields';
import { titleOptionGroups } from './crime-options';
import { showsCourtDetails, showsPunishment } from './crime-state';
import { isOutsideRegisterYear, yearOptions } from './date-rules';
import { digitsOnlyInputProps, toLatinDigits } from './digits';
import { LocationFields } from './location-fields';
import { yearSelectOptions } from './save-flow';
import type { CrimeForm } from './use-crime-form';
import { DateInput } from './date-input';
import { FieldItem } from '@/components/form-kit/field-item';

interface CrimeRegisterFieldsProps extends Pick<CrimeForm, 'titles' | 'onRegisterYear'> {
  /** The accused's headings (crime types): their titles are offered first. */
  headingIds: readonly number[];
}

/**
 * Spec 2 §3.2, §4: where and when the crime is registered, its title and status, and the
 * court details and punishment its status calls for.
 */
export function CrimeRegisterFields({
  headingIds,
  titles,
  onRegisterYear,
}: CrimeRegisterFieldsProps) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const registerYear = Form.useWatch<number | undefined>('registerYear', form);
  const statusId = Form.useWatch<number | undefined>('statusId', form);
  const types = useMasterList('crime-types');
  const statuses = useMasterList('crime-statuses');
  const titleOptions = useMemo(
    () => titleOptionGroups(types.data ?? [], titles.data ?? [], headingIds, i18n.language),
    [titles.data, types.data, headingIds, i18n.language],
  );
  const years = yearSelectOptions(yearOptions());

  return (
    <Row gutter={16}>
      <LocationFields span={8} testIdPrefix="crime" />
      <FieldItem
        col={{ xs: 24, md: 8 }}
        name="registerNumber"
        label={t('Crime register number')}
        required
        normalize={toLatinDigits}
      >
        <Input {...digitsOnlyInputProps} maxLength={20} placeholder={t('Digits only')} />
      </FieldItem>
      <FieldItem col={{ xs: 24, md: 8 }} name="registerYear" label={t('Register year')} required>
        <Select
          showSearch
          optionFilterProp="label"
          placeholder={t('Select year')}
          options={years}
          onChange={onRegisterYear}
          data-testid="crime-register-year"
        />
      </FieldItem>
      <FieldItem
        col={{ xs: 24, md: 8 }}
        name="registeredOn"
        label={t('Registration date')}
        required
        extra={registerYear ? undefined : t('Choose the register year first.')}
      >
        <DateInput
          disabled={!registerYear}
          disabledDate={(day) => isOutsideRegisterYear(day, registerYear)}
          defaultPickerValue={
            registerYear && registerYear !== indiaToday().year()
              ? dayjs(`${registerYear}-01-01`)
              : undefined
          }
        />
      </FieldItem>
      <FieldItem col={{ xs: 24, md: 12 }} name="crimeTitleId" label={t('Crime title')} required>
        <Select
          showSearch
          optionFilterProp="label"
          placeholder={t('Select crime title')}
          loading={titles.isPending}
          options={titleOptions}
          data-testid="crime-title"
        />
      </FieldItem>
      <FieldItem col={{ xs: 24, md: 12 }} name="statusId" label={t('Crime status')} required>
        <MasterSelect
          placeholder={t('Select status')}
          query={statuses}
          data-testid="crime-status"
        />
      </FieldItem>
      {showsCourtDetails(statusId) && <CourtFields digitsOnlyCaseNumber />}
      {showsPunishment(statusId) && (
        <>
          <FieldItem col={{ xs: 24, md: 12 }} name="punishment" label={t('Punishment')}>
            <Input maxLength={300} />
          </FieldItem>
          <FieldItem col={{ xs: 24, md: 12 }} name="penalty" label={t('Penalty')}>
            <Input maxLength={300} />
          </FieldItem>
        </>
      )}
    </Row>
  );
}
