import { InputNumber, type InputNumberProps } from 'antd';

/** The console's number box: whole numbers unless told otherwise, as wide as its column. */
export function NumberInput(props: InputNumberProps<number>) {
  return <InputNumber<number> precision={0} style={{ width: '100%' }} {...props} />;
}
