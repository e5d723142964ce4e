import { Col, Form, Input } from 'antd';
import { Select } from '@/components/form-kit/select';
import { useTranslation } from 'react-i18next';
import { COURT_TYPES } from './crime-state';
import { digitsOnlyInputProps, toLatinDigits } from './digits';
import { DateInput } from './date-input';

type CourtField = 'courtType' | 'statusDate' | 'caseNumber';

/**
 * Court type, status date and court case number: shown when a crime's or a preventive
 * action's status is a court stage (spec 2 §2.4, §3.5). A crime's case number is digits.
 */
export function CourtFields({
  itemProps,
  digitsOnlyCaseNumber = false,
}: {
  itemProps: (name: CourtField) => object;
  digitsOnlyCaseNumber?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item name="courtType" label={t('Type of court')} {...itemProps('courtType')}>
          <Select
            allowClear
            placeholder={t('Select court')}
            options={[
              { value: COURT_TYPES.sessions, label: t('Sessions court') },
              { value: COURT_TYPES.firstClass, label: t('First-class magistrate court') },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="statusDate" label={t('Status date')} {...itemProps('statusDate')}>
          <DateInput />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        {digitsOnlyCaseNumber ? (
          <Form.Item
            name="caseNumber"
            label={t('Court case number')}
            normalize={toLatinDigits}
            {...itemProps('caseNumber')}
          >
            <Input {...digitsOnlyInputProps} maxLength={20} />
          </Form.Item>
        ) : (
          <Form.Item name="caseNumber" label={t('Court case number')} {...itemProps('caseNumber')}>
            <Input maxLength={40} />
          </Form.Item>
        )}
      </Col>
    </>
  );
}
