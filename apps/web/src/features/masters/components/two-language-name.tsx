import { Typography } from 'antd';
import { useLanguage } from '@/i18n/use-language';
import { twoLanguageName } from '../names';

/** The reader's language first; the other below in grey, unless it says the same. */
export function TwoLanguageName({ nameMr, nameEn }: { nameMr: string; nameEn: string }) {
  const { primary, secondary } = twoLanguageName(useLanguage(), nameMr, nameEn);
  return (
    <>
      <div>{primary}</div>
      {secondary && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {secondary}
        </Typography.Text>
      )}
    </>
  );
}
