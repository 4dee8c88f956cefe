/**
 * Views, contact clicks and leads per day (Recharts), on a car's analytics screen. Only the
 * analytics section imports this file, and only lazily: Recharts (~120 KB gzip) never weighs on
 * the console's first screen.
 */
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { VendorAnalytics } from '@core/schemas/listingAnalytics';

import { useVendorI18n } from '../../i18n/VendorI18n';
import { labelOfDay as labelOf } from './TrendRows';

export default function ActivityChart({ series }: { series: VendorAnalytics['series'] }) {
  const { language, t } = useVendorI18n();
  const points = series.map((day) => ({
    day: labelOf(day.day, language),
    Views: day.views,
    Clicks: day.clicks.total,
    Leads: day.leads,
  }));
  return (
    <div
      className="analytics-chart"
      role="img"
      aria-label={t('analytics.chartLabel', {
        first: labelOf(series[0]!.day, language),
        last: labelOf(series.at(-1)!.day, language),
      })}
    >
      <ResponsiveContainer width="100%" height={260}>
        <ComposedChart data={points} margin={{ top: 8, right: 20, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickLine={false} minTickGap={16} fontSize={12} />
          <YAxis allowDecimals={false} tickLine={false} fontSize={12} />
          <Tooltip />
          <Legend />
          <Area
            type="linear"
            dataKey="Views"
            name={t('analytics.views')}
            stroke="#1677ff"
            fill="#1677ff"
            fillOpacity={0.12}
            isAnimationActive={false}
          />
          <Line
            type="linear"
            dataKey="Clicks"
            name={t('analytics.clicks')}
            stroke="#fa8c16"
            dot={false}
            isAnimationActive={false}
          />
          <Line
            type="linear"
            dataKey="Leads"
            name={t('analytics.leads')}
            stroke="#52c41a"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
