import { Button, Col, Divider, Flex, Form, Input, Row, Typography } from 'antd';
import { Select } from '@/components/form-kit/select';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { yearOptions } from './date-rules';
import { digitsOnlyInputProps, toLatinDigits } from './digits';
import { yearSelectOptions } from './save-flow';
import type { CrimeForm } from './use-crime-form';
import { FieldItem } from '@/components/form-kit/field-item';

type CoAccusedFieldsProps = Pick<CrimeForm, 'coAccused'>;

/** Spec 2 §3.2: the co-accused of the crime, each with his own register number and year. */
export function CoAccusedFields({ coAccused }: CoAccusedFieldsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const memberName = Form.useWatch<string | undefined>('memberName', form);
  const memberRegisterNumber = Form.useWatch<string | undefined>('memberRegisterNumber', form);
  const { members } = coAccused;

  return (
    <>
      <Divider orientation="left" orientationMargin={0}>
        {t('Co-accused in this crime')}
      </Divider>
      <Row gutter={16} align="bottom">
        <FieldItem col={{ xs: 24, md: 9 }} name="memberName" label={t('Member name')}>
          <Input maxLength={120} />
        </FieldItem>
        <Col xs={12} md={6}>
          <Form.Item
            name="memberRegisterNumber"
            label={t('Register number')}
            normalize={toLatinDigits}
          >
            <Input {...digitsOnlyInputProps} maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item name="memberRegisterYear" label={t('Register year')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              options={yearSelectOptions(yearOptions())}
              placeholder={t('Year')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={4}>
          <Form.Item label=" " colon={false}>
            <Button
              block
              icon={<PlusOutlined />}
              disabled={!memberName?.trim() || !memberRegisterNumber}
              onClick={coAccused.addMember}
              data-testid="crime-add-member"
            >
              {t('Add more')}
            </Button>
          </Form.Item>
        </Col>
      </Row>
      {members.length > 0 && (
        <Flex vertical gap={4} data-testid="crime-members">
          {members.map((member, index) => (
            <Flex
              key={`${member.memberName}-${index}`}
              justify="space-between"
              align="center"
              style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: '4px 12px' }}
            >
              <span>
                {member.memberName}
                {member.registerNumber && (
                  <Typography.Text type="secondary">
                    {' '}
                    · {t('Register number')} {member.registerNumber}
                    {member.registerYear ? `/${member.registerYear}` : ''}
                  </Typography.Text>
                )}
              </span>
              <Button
                type="text"
                danger
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('Remove')}
                onClick={() => coAccused.removeMember(index)}
              />
            </Flex>
          ))}
        </Flex>
      )}
    </>
  );
}
