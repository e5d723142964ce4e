import { useImperativeHandle, useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import { Select as AntSelect, type RefSelectProps, type SelectProps as AntSelectProps } from 'antd';
import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';

export type SelectProps<V = unknown, O extends BaseOptionType = DefaultOptionType> = AntSelectProps<
  V,
  O
> & { children?: ReactNode; ref?: Ref<RefSelectProps> };

/**
 * antd's Select made accessible once (architecture rule 13, decision 0047); the web imports
 * Select from here (a lint rule says so):
 * - `aria-required` goes on the combobox input only: antd 5 also puts every `aria-*` prop a
 *   required `Form.Item` gives on the wrapper `div`, where it is not allowed (axe
 *   aria-allowed-attr; ant-design#46030, fixed only in antd 6);
 * - a select with no label of its own (a filter in a toolbar) is named by its placeholder, the
 *   text the officer reads in it (axe label).
 */
export function Select<V = unknown, O extends BaseOptionType = DefaultOptionType>({
  'aria-required': required,
  ref: outerRef,
  ...rest
}: SelectProps<V, O>) {
  const ref = useRef<RefSelectProps>(null);
  // Form.Item hands its own ref (scroll to the field) as a prop: it gets antd's select too.
  useImperativeHandle(outerRef, () => ref.current!);
  const placeholder = typeof rest.placeholder === 'string' ? rest.placeholder : undefined;
  const named = rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined;
  // Every render: the input can be re-created (search on or off), and React does not own these
  // attributes, so they are set on whatever input is there now.
  useLayoutEffect(() => {
    const input = ref.current?.nativeElement?.querySelector('input');
    if (!input) return;
    if (required === true || required === 'true') input.setAttribute('aria-required', 'true');
    else input.removeAttribute('aria-required');
    if (!named && placeholder && !input.labels?.length)
      input.setAttribute('aria-label', placeholder);
  });
  return <AntSelect<V, O> ref={ref} {...rest} />;
}
