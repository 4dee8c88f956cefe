import type { ReactNode } from 'react';

/**
 * Stands in for antd's tooltip `UniqueProvider` where ConfigProvider imports it (see
 * console/vite.config.ts): ConfigProvider renders it only with `tooltip={{ unique: true }}`, which
 * the console never sets, yet importing it put rc-component/trigger (~8 KB gzip) into the entry
 * that every first load runs. Screens with tooltips or menus load trigger in their own chunks.
 */
export default function NoUniqueTooltips({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
