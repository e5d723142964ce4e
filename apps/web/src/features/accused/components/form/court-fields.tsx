import { Col, Input } from 'antd';
import { Select } from '@/components/form-kit/select';
import { useTranslation } from 'react-i18next';
import { COURT_TYPES } from './crime-state';
import { digitsOnlyInputProps, toLatinDigits } from './digits';
import { DateInput } from './date-input';
import { FieldItem } from '@/components/form-kit/field-item';

/**
 * Court type, status date and court case number: shown when a crime's or a preventive
 * action's status is a court stage (spec 2 §2.4, §3.5). A crime's case number is digits.
 */
export function CourtFields({ digitsOnlyCaseNumber = false }: { digitsOnlyCaseNumber?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <FieldItem col={{ xs: 24, md: 8 }} name="courtType" label={t('Type of court')}>
        <Select
          allowClear
          placeholder={t('Select court')}
          options={[
            { value: COURT_TYPES.sessions, label: t('Sessions court') },
            { value: COURT_TYPES.firstClass, label: t('First-class magistrate court') },
          ]}
        />
      </FieldItem>
      <FieldItem col={{ xs: 24, md: 8 }} name="statusDate" label={t('Status date')}>
        <DateInput />
      </FieldItem>
      <Col xs={24} md={8}>
        {digitsOnlyCaseNumber ? (
          <FieldItem name="caseNumber" label={t('Court case number')} normalize={toLatinDigits}>
            <Input {...digitsOnlyInputProps} maxLength={20} />
          </FieldItem>
        ) : (
          <FieldItem name="caseNumber" label={t('Court case number')}>
            <Input maxLength={40} />
          </FieldItem>
        )}
      </Col>
    </>
  );
}
