/**
 * The admin overview's trends (#22): the period's totals, leads per day by channel and by
 * emirate, new listings and companies, searches and those that found nothing, and the most
 * frequent searches that found nothing (the market's unmet demand). Loaded only when the admin
 * opens the trends: recharts stays out of every first load.
 */
import { Segmented } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  BRAND_LABELS,
  CAR_TYPE_LABELS,
  CONTACT_METHOD_LABELS,
  CONTACT_METHODS,
  EMIRATE_LABELS,
  EMIRATES,
  SERVICE_LABELS,
} from '@core/enums';
import { TREND_PERIODS, type AdminTrends, type TrendPeriod } from '@core/schemas/adminTrends';
import { Panel, Stat } from '../../components/Panel';

// antd's palette: blue, green, gold, purple, cyan, magenta, volcano.
const COLOURS = ['#1677ff', '#52c41a', '#faad14', '#722ed1', '#13c2c2', '#eb2f96', '#fa541c'];
const CHART_HEIGHT = 220;
const DAY_LABEL = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayLabel = (day: string) => DAY_LABEL.format(new Date(`${day}T00:00:00Z`));

type Series = { key: string; label: string };
type Point = Record<string, number | string>;

function DailyChart({
  kind,
  data,
  series,
  emptyText,
  title,
}: {
  title: string;
  kind: 'bars' | 'lines';
  data: Point[];
  series: Series[];
  emptyText: string;
}) {
  const any = data.some((point) => series.some(({ key }) => Number(point[key] ?? 0) > 0));
  if (!any) return <p className="secondary trend-empty">{emptyText}</p>;
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} />,
    <XAxis key="x" dataKey="day" tickFormatter={dayLabel} minTickGap={16} fontSize={12} />,
    <YAxis key="y" allowDecimals={false} width={32} fontSize={12} />,
    <Tooltip key="tip" labelFormatter={(day) => dayLabel(String(day))} />,
    <Legend key="legend" wrapperStyle={{ fontSize: 12 }} />,
  ];
  return (
    <div className="trend-chart" role="figure" aria-label={title}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        {kind === 'bars' ? (
          <BarChart data={data}>
            {axes}
            {series.map(({ key, label }, i) => (
              <Bar
                key={key}
                dataKey={key}
                name={label}
                stackId="day"
                fill={COLOURS[i % COLOURS.length]}
              />
            ))}
          </BarChart>
        ) : (
          <LineChart data={data}>
            {axes}
            {series.map(({ key, label }, i) => (
              <Line
                key={key}
                dataKey={key}
                name={label}
                type="monotone"
                dot={false}
                strokeWidth={2}
                stroke={COLOURS[i % COLOURS.length]}
              />
            ))}
          </LineChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}

const FILTER_LABELS: Record<string, { name: string; values?: Record<string, string> }> = {
  emirate: { name: 'Emirate', values: EMIRATE_LABELS },
  brand: { name: 'Brand', values: BRAND_LABELS },
  carType: { name: 'Car type', values: CAR_TYPE_LABELS },
  type: {
    name: 'Type',
    values: { ...CAR_TYPE_LABELS, driver: 'with driver', 'long-term': 'long term' },
  },
  service: { name: 'Service', values: SERVICE_LABELS },
  category: { name: 'Category' },
  location: { name: 'Location' },
  budget: { name: 'Budget (AED a day)' },
  noDeposit: { name: 'Deposit', values: { true: 'none', false: 'any' } },
  driverAge: { name: 'Driver age' },
};

/** `brand=bmw&emirate=dubai` → "Brand BMW · Emirate Dubai". */
export function filtersInWords(filters: string): string {
  return [...new URLSearchParams(filters)]
    .map(([key, value]) => {
      const label = FILTER_LABELS[key];
      return `${label?.name ?? key} ${label?.values?.[value] ?? value}`;
    })
    .join(' · ');
}

const flat = (rows: { day: string; counts: Record<string, number | undefined> }[]) =>
  rows.map(({ day, counts }) => ({ day, ...counts }) as Point);

function ChartPanel({
  title,
  ...chart
}: { title: string } & Omit<Parameters<typeof DailyChart>[0], 'title'>) {
  return (
    <Panel title={title} className="trend-panel">
      <DailyChart title={title} {...chart} />
    </Panel>
  );
}

export default function OverviewTrends({
  trends,
  days,
  onDays,
  loading,
}: {
  trends: AdminTrends;
  days: TrendPeriod;
  onDays: (days: TrendPeriod) => void;
  /** The previous period's answer shows while the new one loads. */
  loading: boolean;
}) {
  const period = `the last ${trends.days} days`;
  const total = (key: keyof AdminTrends['perDay'][number]) =>
    trends.perDay.reduce((sum, day) => sum + (day[key] as number), 0);
  const emiratesWithLeads = EMIRATES.filter((emirate) =>
    trends.leadsByEmirate.some((day) => (day.counts[emirate] ?? 0) > 0),
  );
  return (
    <div className="trends" aria-busy={loading}>
      <Segmented
        value={days}
        onChange={(value) => onDays(value)}
        options={TREND_PERIODS.map((value) => ({ value, label: `${value} days` }))}
        aria-label="Period"
      />
      <div className="trend-totals">
        <Stat title="Searches" value={total('searches')} />
        <Stat title="Searches that found nothing" value={total('zeroResultSearches')} />
        <Stat title="Leads" value={total('leads')} />
        <Stat title="New listings" value={total('newListings')} />
        <Stat title="New companies" value={total('newCompanies')} />
      </div>
      <div className="trend-grid">
        <ChartPanel
          title="Leads per day by channel"
          kind="bars"
          data={flat(trends.leadsByChannel)}
          series={CONTACT_METHODS.map((key) => ({ key, label: CONTACT_METHOD_LABELS[key] }))}
          emptyText={`No leads in ${period}.`}
        />
        <ChartPanel
          title="Leads per day by emirate"
          kind="bars"
          data={flat(trends.leadsByEmirate)}
          series={emiratesWithLeads.map((key) => ({ key, label: EMIRATE_LABELS[key] }))}
          emptyText={`No leads in ${period}.`}
        />
        <ChartPanel
          title="Searches per day"
          kind="lines"
          data={trends.perDay}
          series={[
            { key: 'searches', label: 'Searches' },
            { key: 'zeroResultSearches', label: 'Found nothing' },
          ]}
          emptyText={`No searches in ${period}.`}
        />
        <ChartPanel
          title="New listings and companies per day"
          kind="lines"
          data={trends.perDay}
          series={[
            { key: 'newListings', label: 'New listings' },
            { key: 'newCompanies', label: 'New companies' },
          ]}
          emptyText={`No new listings or companies in ${period}.`}
        />
      </div>
      <Panel title="Searches that found nothing" className="trend-panel">
        {trends.topZeroResultSearches.length === 0 ? (
          <p className="secondary trend-empty">Every search in {period} found at least one car.</p>
        ) : (
          <ol className="zero-results" aria-label="Searches that found nothing">
            {trends.topZeroResultSearches.map((search) => (
              <li key={`${search.query}\n${search.filters}`}>
                <span className="zero-results__what">
                  {search.query ? <strong>“{search.query}”</strong> : <em>No text</em>}
                  {search.filters && (
                    <span className="secondary"> {filtersInWords(search.filters)}</span>
                  )}
                </span>
                <span className="zero-results__count">{search.count.toLocaleString('en-GB')}×</span>
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </div>
  );
}
