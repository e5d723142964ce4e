import { DatePicker, type DatePickerProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '@/lib/format';
import { isFuture } from './date-rules';

/** The accused forms' day picker, full width; `past` refuses the days after today. */
export function DateInput({ past, ...props }: DatePickerProps & { past?: boolean }) {
  const { t } = useTranslation();
  return (
    <DatePicker
      style={{ width: '100%' }}
      format={DATE_FORMAT}
      disabledDate={past ? (day) => isFuture(day) : undefined}
      placeholder={t('Select date')}
      {...props}
    />
  );
}
