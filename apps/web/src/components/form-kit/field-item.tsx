import { createContext, useContext, type ReactNode } from 'react';
import { Col, Form, type ColProps, type FormItemProps, type FormProps } from 'antd';

/** What `itemProps` of `useFormSubmit` / `useFieldErrors` gives a field: its error, translated. */
type ItemStatus = Pick<FormItemProps, 'validateStatus' | 'help'>;
// Method syntax, so a form's `itemProps` typed on its own field names is accepted.
type ItemPropsOf = { of(name: string): ItemStatus }['of'];

const ItemPropsContext = createContext<ItemPropsOf | null>(null);

/** antd's Form whose FieldItems, in it and in its parts, show the errors of `itemProps`. */
export function FormWithErrors<V>({
  itemProps,
  ...form
}: FormProps<V> & { itemProps: ItemPropsOf; children?: ReactNode }) {
  return (
    <ItemPropsContext.Provider value={itemProps}>
      <Form<V> {...form} />
    </ItemPropsContext.Provider>
  );
}

export type FieldItemProps = Omit<FormItemProps, 'name'> & {
  name?: string | (string | number)[];
  /** The schema's path when it is not the form's name (an upload's `file` → `fileId`). */
  errorName?: string;
  /** Wraps the item in a grid column: a span, or the column's props. */
  col?: number | ColProps;
  children: ReactNode;
};

/**
 * A form field with its schema or server error under it (architecture rule 12, decision
 * 0044): the one Form.Item of the form kit, inside a FormWithErrors.
 */
export function FieldItem({ name, errorName, col, children, ...item }: FieldItemProps) {
  const itemProps = useContext(ItemPropsContext);
  if (!itemProps) throw new Error('FieldItem outside a FormWithErrors');
  const field = (
    <Form.Item name={name} {...item} {...itemProps(errorName ?? String(name))}>
      {children}
    </Form.Item>
  );
  if (col === undefined) return field;
  return <Col {...(typeof col === 'number' ? { span: col } : col)}>{field}</Col>;
}
