import { Spin } from 'antd';

/** What shows while a screen's code or first data loads. */
export const screenFallback = (
  <div className="screen-loading">
    <Spin size="large" />
  </div>
);
