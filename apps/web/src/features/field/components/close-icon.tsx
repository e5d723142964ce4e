import { CloseOutlined } from '@ant-design/icons';

/** A drawer's close button the size of a thumb (issue 20: 44 × 44 px at least). */
export function ThumbClose() {
  return (
    <span
      style={{
        display: 'inline-flex',
        width: 44,
        height: 44,
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 18,
      }}
    >
      <CloseOutlined />
    </span>
  );
}
