import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('Page not found')}
      subTitle={t('The page you asked for does not exist.')}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          {t('Back to dashboard')}
        </Button>
      }
    />
  );
}
