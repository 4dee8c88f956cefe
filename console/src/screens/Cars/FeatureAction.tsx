import { useState } from 'react';
import { App, Button, Flex, Popover, Select, Tag, Tooltip, Typography } from 'antd';
import { FEATURE_DAYS, featuredSlotsProblem, type PlanSlots } from '@core/rules/featuredSlots';
import type { VendorCar } from '@core/schemas/car';
import type { VendorSubscription } from '@core/schemas/plan';
import { useFeatureCar, useStopFeaturingCar } from '../../api/vendorCars';
import { useVendorSubscription } from '../../api/vendorSubscription';
import carActionsStrings from '../../i18n/locales/en/carActions.json';
import { useProblems } from '../../i18n/problems';
import { addEnglish, type VendorT } from '../../i18n/strings';
import { useVendorDates } from '../../i18n/vendorDates';
import { useVendorT } from '../../i18n/VendorI18n';

addEnglish(carActionsStrings);

const DAY_CHOICES = [7, 14, 30, FEATURE_DAYS.max];

/** core's featuredSlotsText and featuredSlotsProblem, in the vendor's language. */
const slotsText = (t: VendorT, plan: PlanSlots, used: number) =>
  plan.featuredSlots === 0
    ? t('carActions.noSlots', { plan: plan.name })
    : t('carActions.slotsUsed', {
        used: Math.min(used, plan.featuredSlots),
        slots: plan.featuredSlots,
      });
const slotsProblem = (t: VendorT, plan: PlanSlots, used: number) =>
  featuredSlotsProblem(plan, used) &&
  (plan.featuredSlots === 0
    ? t('carActions.noSlotsPlan', { plan: plan.name })
    : t('carActions.slotsFull', { plan: plan.name, count: plan.featuredSlots }));

/** "2 of 5 featured slots used", from the company's plan (null while it loads). */
export function FeaturedSlots({ subscription }: { subscription: VendorSubscription | undefined }) {
  const t = useVendorT();
  if (!subscription) return null;
  return (
    <Typography.Text type="secondary" data-testid="featured-slots">
      {slotsText(t, subscription.plan, subscription.usage.featured)}
    </Typography.Text>
  );
}

/**
 * A car's featured placement: "Featured until …" with Stop featuring, or Feature (for how many
 * days) while the plan has a slot free. The car's `can` says whether either is possible; the
 * slots come from the plan, and the server's 422 is shown if they ran out meanwhile.
 */
export function FeatureAction({ car, compact = false }: { car: VendorCar; compact?: boolean }) {
  const { message } = App.useApp();
  const t = useVendorT();
  const dates = useVendorDates();
  const { problem } = useProblems();
  const subscription = useVendorSubscription().data;
  const featureCar = useFeatureCar();
  const stopFeaturing = useStopFeaturingCar();
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState<number>(FEATURE_DAYS.default);
  const size = compact ? 'small' : 'middle';

  if (car.featuredUntil) {
    return (
      <Flex gap={6} align="center" wrap>
        <Tag color="gold">
          {t('carActions.featuredUntil', { date: dates.date(car.featuredUntil) })}
        </Tag>
        {car.can.unfeature && (
          <Button
            size={size}
            loading={stopFeaturing.isPending && stopFeaturing.variables === car.id}
            onClick={() =>
              stopFeaturing.mutate(car.id, {
                onSuccess: () => void message.success(t('carActions.unfeatured')),
                onError: (error) => void message.error(problem(error)),
              })
            }
          >
            {t('carActions.stop')}
          </Button>
        )}
      </Flex>
    );
  }
  if (!car.can.feature) return null;
  const full = subscription
    ? slotsProblem(t, subscription.plan, subscription.usage.featured)
    : null;
  if (full) {
    return (
      <Tooltip title={full}>
        <Button size={size} disabled>
          {t('carActions.feature')}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title={t('carActions.featureTitle')}
      content={
        <Flex vertical gap={8} style={{ maxWidth: 260 }}>
          <Typography.Text>{t('carActions.featureBody')}</Typography.Text>
          <FeaturedSlots subscription={subscription} />
          <Select
            aria-label={t('carActions.howLong')}
            value={days}
            onChange={setDays}
            options={DAY_CHOICES.map((value) => ({
              value,
              label: t('carActions.days', { count: value }),
            }))}
          />
          <Button
            type="primary"
            loading={featureCar.isPending}
            onClick={() =>
              featureCar.mutate(
                { id: car.id, days },
                {
                  onSuccess: (result) => {
                    setOpen(false);
                    void message.success(
                      t('carActions.featuredUntil', { date: dates.date(result.featuredUntil) }),
                    );
                  },
                  onError: (error) => void message.error(problem(error)),
                },
              )
            }
          >
            {t('carActions.featureFor', { count: days })}
          </Button>
        </Flex>
      }
    >
      <Button size={size}>{t('carActions.feature')}</Button>
    </Popover>
  );
}
