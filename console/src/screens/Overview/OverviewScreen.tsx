import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from 'antd';
import { CONTACT_METHODS, LISTING_STATUSES } from '@core/enums';
import { useVendorI18n, useVendorT } from '../../i18n/VendorI18n';
import type { VendorOverview } from '@core/schemas/overview';
import { useVendorOverview } from '../../api/vendorOverview';
import { useVendorDates } from '../../i18n/vendorDates';
import { Meter, Panel, Stat } from '../../components/Panel';
import { LazyAlert } from '../../components/LazyAlert';
import { QueryState, querySkeleton } from '../../components/QueryState';
import { ListingStatusTag } from '../../components/StatusTags';
import overviewStrings from '../../i18n/locales/en/overview.json';
import labelsStrings from '../../i18n/locales/en/labels.json';
import { addEnglish } from '../../i18n/strings';

// This screen's English strings travel with its chunk (i18n/strings.ts).
addEnglish(overviewStrings);
addEnglish(labelsStrings);

// Loaded after the overview's own figures, with its chart library (the first screen stays light).
const ListingAnalytics = lazy(() => import('../Analytics/ListingAnalytics'));

/** Bars drawn with CSS: a handful of numbers needs no chart library. */
function Bars({
  bars,
  label,
}: {
  bars: { key: string; label: string; value: number }[];
  label: string;
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <div className="bars" role="img" aria-label={label}>
      {bars.map((bar) => (
        <div key={bar.key} className="bars__column" title={`${bar.label}: ${bar.value}`}>
          <span className="bars__value">{bar.value}</span>
          <span className="bars__bar" style={{ height: `${(bar.value / max) * 100}%` }} />
          <span className="bars__label">{bar.label}</span>
        </div>
      ))}
    </div>
  );
}

/** Weekday names in the vendor's language, Latin digits as the rest of the console. */
const weekdays = {
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'Asia/Dubai' }),
  ar: new Intl.DateTimeFormat('ar-AE-u-nu-latn', { weekday: 'short', timeZone: 'Asia/Dubai' }),
};

function Attention({ overview }: { overview: VendorOverview }) {
  const t = useVendorT();
  const dates = useVendorDates();
  const doc = (kind: string) => t(`labels.document.${kind}`);
  const items: { key: string; text: ReactNode; action: ReactNode }[] = [];
  for (const car of overview.listings.rejected) {
    items.push({
      key: `car-${car.id}`,
      text: (
        <>
          <ListingStatusTag status="rejected" /> <strong>{car.title}</strong>
          {car.reason ? `: ${car.reason}` : ''}
        </>
      ),
      action: <Link to={`/dashboard/cars/${car.id}/edit`}>{t('overview.fix')}</Link>,
    });
  }
  for (const kind of overview.documents.missing) {
    items.push({
      key: `missing-${kind}`,
      text: t('overview.notUploaded', { document: doc(kind) }),
      action: <Link to="/dashboard/verification">{t('overview.upload')}</Link>,
    });
  }
  for (const rejected of overview.documents.rejected) {
    items.push({
      key: `doc-${rejected.id}`,
      text: `${t('overview.rejected', { document: doc(rejected.kind) })}${rejected.note ? `: ${rejected.note}` : ''}`,
      action: <Link to="/dashboard/verification">{t('overview.sendNew')}</Link>,
    });
  }
  for (const expiring of overview.documents.expiringSoon) {
    items.push({
      key: `expiring-${expiring.id}`,
      text: t('overview.expires', {
        document: doc(expiring.kind),
        date: dates.date(expiring.expiresOn),
      }),
      action: <Link to="/dashboard/verification">{t('overview.renew')}</Link>,
    });
  }
  if (overview.plan.nearLimit) {
    const full = overview.plan.used >= overview.plan.carLimit;
    items.push({
      key: 'plan',
      text: t(full ? 'overview.planFull' : 'overview.planNearlyFull', {
        plan: overview.plan.name,
        used: overview.plan.used,
        limit: overview.plan.carLimit,
      }),
      action: <Link to="/dashboard/subscribe">{t('overview.upgrade')}</Link>,
    });
  }
  return (
    <Panel title={t('overview.attention')}>
      {items.length === 0 ? (
        <span className="secondary">{t('overview.nothing')}</span>
      ) : (
        <ul className="attention">
          {items.map((item) => (
            <li key={item.key}>
              <span>{item.text}</span>
              <span className="attention__action">{item.action}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** /dashboard: leads this week and by channel, listings by state, what needs attention. */
export default function OverviewScreen() {
  const overview = useVendorOverview();
  const { t, language } = useVendorI18n();
  return (
    <QueryState query={overview}>
      {(data) => (
        // An unverified company's notice loads its Alert first (LazyAlert): the skeleton stays
        // until it is here, so the panels never move down under the reader.
        <Suspense fallback={querySkeleton}>
          <div className="overview">
            {!data.company.verified && (
              <div className="overview__wide">
                <LazyAlert
                  type="info"
                  showIcon
                  title={t('overview.verifyTitle')}
                  description={t('overview.verifyBody')}
                  action={
                    <Link to="/dashboard/verification">
                      <Button size="small">{t('overview.verification')}</Button>
                    </Link>
                  }
                />
              </div>
            )}
            <Panel title={t('overview.leadsWeek')} className="fill">
              <Stat title={t('overview.last7Days')} value={data.leads.thisWeek} />
              <Bars
                label={t('overview.leadsPerDay')}
                bars={data.leads.byDay.map((day) => ({
                  key: day.date,
                  label: weekdays[language].format(new Date(`${day.date}T12:00:00+04:00`)),
                  value: day.count,
                }))}
              />
            </Panel>
            <Panel
              title={t('overview.byChannel')}
              className="fill"
              extra={<Link to="/dashboard/leads">{t('overview.allLeads')}</Link>}
            >
              <Bars
                label={t('overview.byChannelWeek')}
                bars={CONTACT_METHODS.map((method) => ({
                  key: method,
                  label: t(`labels.method.${method}`),
                  value: data.leads.byMethod[method] ?? 0,
                }))}
              />
            </Panel>
            <Panel
              title={t('overview.listings')}
              className="fill"
              extra={<Link to="/dashboard/cars">{t('overview.myCars')}</Link>}
            >
              <div className="overview-stats">
                {LISTING_STATUSES.map((status) => (
                  <Link key={status} to={`/dashboard/cars?status=${status}`}>
                    <Stat
                      title={t(`labels.status.${status}`)}
                      value={data.listings.byStatus[status] ?? 0}
                    />
                  </Link>
                ))}
              </div>
              <div className="overview-plan">
                <span>
                  {t('overview.planUsage', {
                    plan: data.plan.name,
                    used: data.plan.used,
                    limit: data.plan.carLimit,
                  })}
                </span>
                <Meter
                  label={t('overview.planMeter', { plan: data.plan.name })}
                  percent={Math.round((data.plan.used / Math.max(1, data.plan.carLimit)) * 100)}
                  status={data.plan.used >= data.plan.carLimit ? 'exception' : 'normal'}
                />
              </div>
            </Panel>
            <Attention overview={data} />
            <div className="overview__wide">
              <Suspense fallback={querySkeleton}>
                <ListingAnalytics />
              </Suspense>
            </div>
          </div>
        </Suspense>
      )}
    </QueryState>
  );
}
