import { useState } from 'react';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type Arrest } from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { useArrestAadhaar } from '../../api/get-arrest-aadhaar';
import { formatAadhaar } from '../../profile-format';

interface AadhaarValueProps {
  arrest: Arrest;
  /** Only the entering police station and its unit admin may see the number (decision 0012). */
  canReveal: boolean;
}

/** The masked Aadhaar number, and for those allowed a Show button whose every use is audited. */
export function AadhaarValue({ arrest, canReveal }: AadhaarValueProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const aadhaar = useArrestAadhaar(arrest.id, revealed);

  if (!arrest.aadhaarMasked) return <>-</>;
  const shown = revealed && aadhaar.data ? formatAadhaar(aadhaar.data) : arrest.aadhaarMasked;
  return (
    <Flex align="center" gap={6} wrap>
      <Typography.Text code data-testid={`aadhaar-${arrest.id}`}>
        {shown}
      </Typography.Text>
      {canReveal && (
        <Tooltip
          title={revealed ? t('Hide') : t('Show the full number (recorded in the audit log)')}
        >
          <Button
            size="small"
            type="text"
            className="cmis-no-print"
            icon={revealed ? <EyeInvisibleOutlined /> : <EyeOutlined />}
            loading={aadhaar.isFetching}
            onClick={() => setRevealed((current) => !current)}
            aria-label={revealed ? t('Hide') : t('Show')}
            data-testid={`aadhaar-toggle-${arrest.id}`}
          >
            {revealed ? t('Hide') : t('Show')}
          </Button>
        </Tooltip>
      )}
      {revealed && aadhaar.isError && (
        <Typography.Text type="danger">
          {t(aadhaar.error instanceof ApiError ? aadhaar.error.message : MESSAGES.internal)}
        </Typography.Text>
      )}
    </Flex>
  );
}
