import { useState } from 'react';
import { Button, Flex, Form, Input } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  documentNumberError,
  otpRequestSchema,
  otpSubmitSchema,
  VERIFICATION_MESSAGES,
  type LookupReason,
  type LookupSubmitResponse,
  type OtpRequestResponse,
  type OtpRequestInput,
  type OtpSubmitInput,
} from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import { useRequestOtp, useSubmitOtp } from '../api/lookups';
import { tabInfo } from '../model/document-types';
import { ReasonAndDetails, upperCase } from './lookup-fields';
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';

interface Values {
  idNumber?: string;
  otp?: string;
  reason?: LookupReason;
  details?: string;
}
const FIELDS = ['idNumber', 'otp', 'reason', 'details'] as const;

/**
 * The Aadhar Number (OTP) tab (spec 3 §2.12, §4): Submit on the number asks for an OTP; on
 * success the number is locked, the request button goes, and OTP, reason and details appear.
 * The provider's client id stays on the server; the page keeps only the request id.
 */
export function OtpForm({
  locked,
  onSubmitted,
  onNewSearch,
}: {
  locked: boolean;
  onSubmitted: () => void;
  onNewSearch: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const requestOtp = useRequestOtp();
  const submitOtp = useSubmitOtp();
  const [requestId, setRequestId] = useState<string | null>(null);
  const tab = tabInfo('aadhaarOtp');
  const busy = requestOtp.isPending || submitOtp.isPending;

  // Until an OTP is sent, Submit asks for one; then it sends the OTP with reason and details.
  const asking = requestId === null;
  const errors = useFormSubmit({
    schema: asking ? otpRequestSchema : otpSubmitSchema,
    fields: FIELDS,
    save: (input): Promise<OtpRequestResponse | LookupSubmitResponse> =>
      asking
        ? requestOtp.mutateAsync(input as OtpRequestInput)
        : submitOtp.mutateAsync(input as OtpSubmitInput),
    success: asking ? VERIFICATION_MESSAGES.otpSent : VERIFICATION_MESSAGES.submitted.aadhaarOtp,
    onDone: (answer) => ('requestId' in answer ? setRequestId(answer.requestId) : onSubmitted()),
    unanswered: asking ? VERIFICATION_MESSAGES.otpSendFailed : VERIFICATION_MESSAGES.unexpected,
    onError: (error) => {
      // An expired or unknown OTP request: start again from the number.
      if (error instanceof ApiError && error.message === VERIFICATION_MESSAGES.otpExpired) {
        setRequestId(null);
      }
    },
  });

  const sendOtp = () => void errors.submit(form.getFieldsValue());
  const submit = (values: Values) => void errors.submit({ ...values, requestId });

  const newSearch = () => {
    form.resetFields();
    errors.reset();
    setRequestId(null);
    onNewSearch();
  };

  return (
    <FormWithErrors<Values>
      itemProps={errors.itemProps}
      form={form}
      name="lookup-aadhaarOtp"
      layout="vertical"
      noValidate
      onValuesChange={(changed: Values) => {
        errors.clear(Object.keys(changed).filter((name) => name !== 'idNumber'));
        // Spec 3 §5: the OTP tab's Aadhar number is checked live.
        if (changed.idNumber !== undefined) {
          const error = documentNumberError('aadhaarOtp', changed.idNumber);
          errors.setErrors((current) => ({ ...current, idNumber: error ?? undefined }));
        }
      }}
      onFinish={submit}
    >
      <FieldItem name="idNumber" label={t(tab.number.labelKey)} required normalize={upperCase}>
        <Input
          placeholder={tab.number.placeholder}
          maxLength={12}
          inputMode="numeric"
          autoComplete="off"
          disabled={requestId !== null || locked || busy}
          data-testid="lookup-number"
        />
      </FieldItem>
      {requestId === null ? (
        !locked && (
          <Button
            type="primary"
            loading={requestOtp.isPending}
            onClick={sendOtp}
            data-testid="otp-request"
          >
            {t('Submit')}
          </Button>
        )
      ) : (
        <>
          <FieldItem name="otp" label={t('OTP')} required>
            <Input
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              disabled={locked || busy}
              data-testid="otp-input"
            />
          </FieldItem>
          <ReasonAndDetails disabled={busy} />
        </>
      )}
      <Flex gap={8}>
        {requestId !== null && (
          <Button
            type="primary"
            htmlType="submit"
            loading={submitOtp.isPending}
            disabled={locked}
            data-testid="lookup-submit"
          >
            {t('Submit')}
          </Button>
        )}
        {(locked || requestId !== null) && (
          <Button
            icon={<ReloadOutlined />}
            onClick={newSearch}
            disabled={busy}
            data-testid="lookup-new"
          >
            {t('New search')}
          </Button>
        )}
      </Flex>
    </FormWithErrors>
  );
}
