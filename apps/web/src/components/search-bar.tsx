import { useState, type ReactNode } from 'react';
import { Button, Flex, Input } from 'antd';
import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const SEARCH_MAX_LENGTH = 100;

export interface SearchState {
  /** What is typed in the box. */
  text: string;
  setText: (text: string) => void;
  /** What the list was last searched for: the query uses this, not every keystroke. */
  applied: string;
  run: () => void;
  clear: () => void;
}

/** Search with Search and Clear buttons (spec 2 §2.1); `onApply` runs after either, e.g. back to page one. */
export function useSearch(onApply?: () => void): SearchState {
  const [text, setText] = useState('');
  const [applied, setApplied] = useState('');
  return {
    text,
    setText,
    applied,
    run: () => {
      setApplied(text.trim());
      onApply?.();
    },
    clear: () => {
      setText('');
      setApplied('');
      onApply?.();
    },
  };
}

/** The search row of a list screen; `before` holds filters shown ahead of the box. */
export function SearchBar({
  search,
  placeholder,
  maxWidth = 380,
  maxLength = SEARCH_MAX_LENGTH,
  before,
  testId,
}: {
  search: SearchState;
  /** Already translated. */
  placeholder: string;
  maxWidth?: number;
  /** The server's limit for this search (most lists take 100 characters). */
  maxLength?: number;
  before?: ReactNode;
  /** data-testid of the text box, for the end-to-end tests. */
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap style={{ marginBottom: 16 }}>
      {before}
      <Input
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        onPressEnter={search.run}
        maxLength={maxLength}
        prefix={<SearchOutlined />}
        aria-label={placeholder}
        placeholder={placeholder}
        style={{ maxWidth }}
        data-testid={testId}
      />
      <Button type="primary" icon={<SearchOutlined />} onClick={search.run}>
        {t('Search')}
      </Button>
      <Button icon={<ClearOutlined />} onClick={search.clear}>
        {t('Clear')}
      </Button>
    </Flex>
  );
}
