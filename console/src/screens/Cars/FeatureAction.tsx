import { useState } from 'react';
import { App, Button, Flex, Popover, Select, Tag, Tooltip, Typography } from 'antd';
import { FEATURE_DAYS, featuredSlotsProblem, featuredSlotsText } from '@core/rules/featuredSlots';
import type { VendorCar } from '@core/schemas/car';
import type { VendorSubscription } from '@core/schemas/plan';
import { useFeatureCar, useStopFeaturingCar } from '../../api/vendorCars';
import { useVendorSubscription } from '../../api/vendorSubscription';
import { formatDate } from '../../components/format';
import { problemMessage } from '../../forms/fieldErrors';

const DAY_CHOICES = [7, 14, 30, FEATURE_DAYS.max].map((days) => ({
  value: days,
  label: `${days} days`,
}));

/** "2 of 5 featured slots used", from the company's plan (null while it loads). */
export function FeaturedSlots({ subscription }: { subscription: VendorSubscription | undefined }) {
  if (!subscription) return null;
  return (
    <Typography.Text type="secondary" data-testid="featured-slots">
      {featuredSlotsText(subscription.plan, subscription.usage.featured)}
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
  const subscription = useVendorSubscription().data;
  const featureCar = useFeatureCar();
  const stopFeaturing = useStopFeaturingCar();
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState<number>(FEATURE_DAYS.default);
  const size = compact ? 'small' : 'middle';

  if (car.featuredUntil) {
    return (
      <Flex gap={6} align="center" wrap>
        <Tag color="gold">Featured until {formatDate(car.featuredUntil)}</Tag>
        {car.can.unfeature && (
          <Button
            size={size}
            loading={stopFeaturing.isPending && stopFeaturing.variables === car.id}
            onClick={() =>
              stopFeaturing.mutate(car.id, {
                onSuccess: () => void message.success('No longer featured'),
                onError: (error) => void message.error(problemMessage(error)),
              })
            }
          >
            Stop featuring
          </Button>
        )}
      </Flex>
    );
  }
  if (!car.can.feature) return null;
  const full = subscription
    ? featuredSlotsProblem(subscription.plan, subscription.usage.featured)
    : null;
  if (full) {
    return (
      <Tooltip title={full}>
        <Button size={size} disabled>
          Feature
        </Button>
      </Tooltip>
    );
  }
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title="Feature this car"
      content={
        <Flex vertical gap={8} style={{ maxWidth: 260 }}>
          <Typography.Text>
            Featured cars come first on the home page, their category and location pages and the car
            listing, labelled “Featured”.
          </Typography.Text>
          <FeaturedSlots subscription={subscription} />
          <Select aria-label="For how long" value={days} onChange={setDays} options={DAY_CHOICES} />
          <Button
            type="primary"
            loading={featureCar.isPending}
            onClick={() =>
              featureCar.mutate(
                { id: car.id, days },
                {
                  onSuccess: (result) => {
                    setOpen(false);
                    void message.success(`Featured until ${formatDate(result.featuredUntil)}`);
                  },
                  onError: (error) => void message.error(problemMessage(error)),
                },
              )
            }
          >
            Feature for {days} days
          </Button>
        </Flex>
      }
    >
      <Button size={size}>Feature</Button>
    </Popover>
  );
}
