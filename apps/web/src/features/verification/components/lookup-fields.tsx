import { Input } from 'antd';
import { Select } from '@/components/form-kit/select';
import { useTranslation } from 'react-i18next';
import { DETAILS_MAX } from '@cmis/shared';
import { REASONS } from '../model/document-types';
import { FieldItem } from '@/components/form-kit/field-item';

/** Forced upper case as the officer types (spec 3 §2.12). */
export function upperCase(value: unknown): string {
  return typeof value === 'string' ? value.toUpperCase() : '';
}

/** The required reason select and Details textarea every tab ends with (spec 3 §2.12, §5). */
export function ReasonAndDetails({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <FieldItem name="reason" label={t('Select Option')} required>
        <Select
          placeholder={t('Select Option')}
          disabled={disabled}
          options={REASONS.map((r) => ({ value: r.value, label: t(r.labelKey) }))}
          data-testid="lookup-reason"
        />
      </FieldItem>
      <FieldItem name="details" label={t('Details')} required>
        <Input.TextArea
          rows={3}
          disabled={disabled}
          // The counter turns red past 500 instead of cutting the text, so the officer sees
          // the spec's 'Details cannot exceed 500 characters.' (spec 3 §5, §9).
          count={{ show: true, max: DETAILS_MAX }}
          data-testid="lookup-details"
        />
      </FieldItem>
    </>
  );
}
