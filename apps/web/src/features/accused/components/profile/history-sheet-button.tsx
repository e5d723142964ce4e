import { useState } from 'react';
import { App, Button } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { downloadHistorySheet } from '../../api/download-history-sheet';

const languageOf = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'mr';

/**
 * Issue 20 §4: one click downloads the accused's history sheet, an A4 PDF made on the server
 * in the language on screen; the button spins while it is made, a failure is a message.
 */
export function HistorySheetButton({ accusedId }: { accusedId: number }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadHistorySheet(accusedId, languageOf(i18n.language));
      void message.success(t('The file is downloading'));
    } catch (error) {
      void message.error(
        error instanceof ApiError ? t(error.message) : t('Something went wrong. Please try again.'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      icon={<FilePdfOutlined />}
      loading={busy}
      onClick={() => void download()}
      data-testid="history-sheet-pdf"
    >
      {t('History sheet (PDF)')}
    </Button>
  );
}
