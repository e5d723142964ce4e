import { Button, DatePicker, Flex, Form, Input, Row } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  lookupCreateSchema,
  VERIFICATION_MESSAGES,
  type DirectLookupType,
  type LookupReason,
} from '@cmis/shared';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import { DOB_PICKER_FORMAT, indiaToday } from '@/lib/format';
import { useCreateLookup } from '../api/lookups';
import { tabInfo } from '../model/document-types';
import { ReasonAndDetails, upperCase } from './lookup-fields';
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';

interface Values {
  idNumber?: string;
  dob?: Dayjs | null;
  reason?: LookupReason;
  details?: string;
}
const FIELDS = ['idNumber', 'dob', 'reason', 'details'] as const;

/**
 * One tab's lookup (vehicle, licence, Aadhaar, voter, passport): the shared schema checks
 * the form with the spec's messages before any call; the server's field errors land on the
 * same fields. After a success the tab is locked (spec 3 §4) until 'New search'.
 */
export function LookupForm({
  type,
  locked,
  onSubmitted,
  onNewSearch,
}: {
  type: DirectLookupType;
  locked: boolean;
  onSubmitted: () => void;
  onNewSearch: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateLookup();
  const tab = tabInfo(type);
  const errors = useFormSubmit({
    schema: lookupCreateSchema,
    fields: FIELDS,
    save: create.mutateAsync,
    success: VERIFICATION_MESSAGES.submitted[type],
    onDone: onSubmitted,
  });

  const submit = (values: Values) =>
    errors.submit({
      ...values,
      type,
      dob: tab.needsDob && values.dob ? values.dob.format('YYYY-MM-DD') : undefined,
    });

  const newSearch = () => {
    form.resetFields();
    errors.reset();
    onNewSearch();
  };

  return (
    <FormWithErrors<Values>
      itemProps={errors.itemProps}
      form={form}
      name={`lookup-${type}`}
      layout="vertical"
      noValidate
      onValuesChange={(changed: Values) => errors.clear(Object.keys(changed))}
      onFinish={(values) => void submit(values)}
    >
      <Row gutter={16}>
        <FieldItem
          col={{ xs: 24, md: tab.needsDob ? 12 : 24 }}
          name="idNumber"
          label={t(tab.number.labelKey)}
          required
          normalize={upperCase}
        >
          <Input
            placeholder={tab.number.placeholder}
            maxLength={32}
            disabled={locked || create.isPending}
            autoComplete="off"
            data-testid="lookup-number"
          />
        </FieldItem>
        {tab.needsDob && (
          <FieldItem col={{ xs: 24, md: 12 }} name="dob" label={t('Date of Birth')} required>
            <DatePicker
              format={DOB_PICKER_FORMAT}
              placeholder={DOB_PICKER_FORMAT}
              inputReadOnly
              disabled={locked || create.isPending}
              disabledDate={(day) => day.isAfter(indiaToday(), 'day')}
              style={{ width: '100%' }}
              data-testid="lookup-dob"
            />
          </FieldItem>
        )}
      </Row>
      <ReasonAndDetails disabled={create.isPending} />
      <Flex gap={8}>
        <Button
          type="primary"
          htmlType="submit"
          loading={create.isPending}
          disabled={locked}
          data-testid="lookup-submit"
        >
          {t('Submit')}
        </Button>
        {locked && (
          <Button icon={<ReloadOutlined />} onClick={newSearch} data-testid="lookup-new">
            {t('New search')}
          </Button>
        )}
      </Flex>
    </FormWithErrors>
  );
}
