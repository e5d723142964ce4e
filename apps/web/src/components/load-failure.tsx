import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@cmis/shared';

interface LoadFailureProps {
  error: unknown;
  onRetry: () => void;
  fullPage?: boolean;
}

/** A failed load, with the server's message (translated) and a way to try again. */
export function LoadFailure({ error, onRetry, fullPage = false }: LoadFailureProps) {
  const { t } = useTranslation();
  const message = error instanceof Error && error.message ? error.message : MESSAGES.internal;
  const alert = (
    <Alert
      type="error"
      showIcon
      message={t('Could not load the data.')}
      description={t(message)}
      action={
        <Button size="small" onClick={onRetry}>
          {t('Try again')}
        </Button>
      }
      style={fullPage ? { maxWidth: 520, width: '100%' } : undefined}
    />
  );
  if (!fullPage) return alert;
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh', padding: 24 }}>
      {alert}
    </div>
  );
}
