import { useMemo } from 'react';
import { Col, Form, Input, Row } from 'antd';
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

interface CrimeRegisterFieldsProps extends Pick<CrimeForm, 'titles' | 'onRegisterYear'> {
  itemProps: CrimeForm['errors']['itemProps'];
  /** The accused's headings (crime types): their titles are offered first. */
  headingIds: readonly number[];
}

/**
 * Spec 2 §3.2, §4: where and when the crime is registered, its title and status, and the
 * court details and punishment its status calls for.
 */
export function CrimeRegisterFields({
  itemProps,
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
      <LocationFields itemProps={itemProps} span={8} testIdPrefix="crime" />
      <Col xs={24} md={8}>
        <Form.Item
          name="registerNumber"
          label={t('Crime register number')}
          required
          normalize={toLatinDigits}
          {...itemProps('registerNumber')}
        >
          <Input {...digitsOnlyInputProps} maxLength={20} placeholder={t('Digits only')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="registerYear"
          label={t('Register year')}
          required
          {...itemProps('registerYear')}
        >
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={t('Select year')}
            options={years}
            onChange={onRegisterYear}
            data-testid="crime-register-year"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="registeredOn"
          label={t('Registration date')}
          required
          extra={registerYear ? undefined : t('Choose the register year first.')}
          {...itemProps('registeredOn')}
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
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="crimeTitleId"
          label={t('Crime title')}
          required
          {...itemProps('crimeTitleId')}
        >
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={t('Select crime title')}
            loading={titles.isPending}
            options={titleOptions}
            data-testid="crime-title"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="statusId" label={t('Crime status')} required {...itemProps('statusId')}>
          <MasterSelect
            placeholder={t('Select status')}
            query={statuses}
            data-testid="crime-status"
          />
        </Form.Item>
      </Col>
      {showsCourtDetails(statusId) && <CourtFields itemProps={itemProps} digitsOnlyCaseNumber />}
      {showsPunishment(statusId) && (
        <>
          <Col xs={24} md={12}>
            <Form.Item name="punishment" label={t('Punishment')} {...itemProps('punishment')}>
              <Input maxLength={300} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="penalty" label={t('Penalty')} {...itemProps('penalty')}>
              <Input maxLength={300} />
            </Form.Item>
          </Col>
        </>
      )}
    </Row>
  );
}
