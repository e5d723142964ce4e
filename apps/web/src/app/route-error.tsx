import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { PlainButton } from '@/components/plain-button';

/** A code chunk that no longer exists on the server means a new version was deployed. */
function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const stale = isStaleChunk(error);
  return (
    <div
      role="alert"
      style={{ display: 'grid', placeItems: 'center', minHeight: 360, padding: 24 }}
    >
      <div style={{ maxWidth: 480, textAlign: 'center' }}>
        {/* Plain headings and button: this screen is in the first chunk, which carries no antd
            (decision 0034). */}
        <h4 className="cmis-heading" style={{ fontSize: 20, marginTop: 0, marginBottom: 8 }}>
          {stale
            ? t('A new version of CMIS is available.')
            : t('Something went wrong. Please try again.')}
        </h4>
        <p className="cmis-secondary" style={{ marginTop: 0, marginBottom: 14 }}>
          {t('Reload the page to continue.')}
        </p>
        <PlainButton onClick={() => window.location.reload()}>{t('Reload')}</PlainButton>
      </div>
    </div>
  );
}
