/**
 * What shows while a screen's code or first data loads: antd's large Spin drawn by the stylesheet
 * (console.css, `.screen-spinner`). It shows on every first load, before antd's Spin is needed by
 * anything else, and the Spin component cost that load ~3 KB gzip (with its debounce helper).
 */
export const screenFallback = (
  <div className="screen-loading">
    <span className="screen-spinner" role="status" aria-label="Loading">
      <i />
      <i />
      <i />
      <i />
    </span>
  </div>
);
