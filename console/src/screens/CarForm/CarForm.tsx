import { useRef, type ReactNode } from 'react';
import { Button, Card, Checkbox, Col, Form, Input, Row, Select, Space, Switch } from 'antd';
import { BRANDS, CAR_TYPES, EMIRATES, SERVICES, TRANSMISSIONS } from '@core/enums';
import { useVendorT } from '../../i18n/VendorI18n';
import { useVendorLabels } from '../../i18n/vendorLabels';
import type { CarInput } from '@core/schemas/car';
import { NumberInput } from '../../components/NumberInput';
import { parseCarForm, type CarFormValues } from '../../forms/carForm';
import { isPlanLimitError } from '../../forms/fieldErrors';
import { useCheckedForm } from '../../forms/useSchemaForm';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard';
import { TripTermsFields } from '../../components/TripTermsFields';
import { DayRatesFields } from '../../components/DayRatesFields';
import { ArabicTextsCard } from '../../components/ArabicTextsCard';
import { TRIP_TERMS_DEFAULTS, type TripTerms } from '@core/rules/tripTerms';
import carFormStrings from '../../i18n/locales/en/carForm.json';
import { addEnglish } from '../../i18n/strings';

// This screen's English strings travel with its chunk (i18n/strings.ts).
addEnglish(carFormStrings);

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const half = { xs: 24, md: 12 };
const third = { xs: 24, sm: 12, md: 8 };

interface CarFormProps {
  initialValues: CarFormValues;
  submitLabel: string;
  onSubmit: (input: CarInput) => Promise<unknown>;
  busy: boolean;
  /** Shown above the fields (the review note). */
  notice?: ReactNode;
  /** The photos section. */
  photos: ReactNode;
  /** Every field of a listing is the same on both screens; only `active` is the table's. */
  showActive?: boolean;
  /** Something outside the fields waits to be saved (a new listing's photos). */
  unsavedBesideFields?: boolean;
  /** No listing can be sent (the plan is full): the fields are shown but locked. */
  locked?: boolean;
  /** The trip terms the car takes where it states none (its company's over the defaults). */
  inheritedTripTerms?: TripTerms;
}

/** A unit beside a number: isolated, so `/km` never reads `km/` in a right-to-left form. */
const unit = (text: string) => <bdi>{text}</bdi>;

const aedInput = (label: string) => <NumberInput min={0} prefix="AED" aria-label={label} />;

/**
 * Every field of a listing, checked by core's `carInputSchema` (the API's own rules) before it
 * is sent; a 400 from the server lands on the same fields.
 */
export function CarForm({
  initialValues,
  submitLabel,
  onSubmit,
  busy,
  notice,
  photos,
  showActive,
  unsavedBesideFields = false,
  locked = false,
  inheritedTripTerms = TRIP_TERMS_DEFAULTS,
}: CarFormProps) {
  const t = useVendorT();
  const labels = useVendorLabels();
  const { form, submit, submitting, isSubmitting } = useCheckedForm(parseCarForm, onSubmit, {
    // The plan-limit answer has its own screen.
    quietError: isPlanLimitError,
  });
  // Changed since it was opened or last saved. While a save runs the screen may move on by
  // itself (to the list, to the new listing), so that is never held up.
  const changed = useRef(false);
  useUnsavedChangesGuard({
    isUnsaved: () => (changed.current || unsavedBesideFields) && !isSubmitting(),
    content: t('carForm.unsaved'),
  });

  return (
    <Form<CarFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={() => {
        changed.current = true;
      }}
      onFinish={async (values) => {
        if (await submit(values)) changed.current = false;
      }}
      disabled={busy || submitting || locked}
      className="car-form"
    >
      <Space orientation="vertical" size="middle" className="screen">
        {notice}
        <Card title={t('carForm.cardCar')}>
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="title" label={t('carForm.title')} required>
                <Input maxLength={120} placeholder={t('carForm.titlePlaceholder')} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="carType" label={t('carForm.carType')} required>
                <Select
                  options={options(CAR_TYPES, labels.carType)}
                  placeholder={t('carForm.choose')}
                />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="brand" label={t('carForm.brand')} required>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  options={options(BRANDS, labels.brand)}
                  placeholder={t('carForm.choose')}
                />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="model" label={t('carForm.model')} required>
                <Input maxLength={60} placeholder={t('carForm.modelPlaceholder')} />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="year" label={t('carForm.year')} required>
                <NumberInput min={1990} />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="emirate" label={t('carForm.emirate')} required>
                <Select options={options(EMIRATES, labels.emirate)} />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="transmission" label={t('carForm.transmission')}>
                <Select options={options(TRANSMISSIONS, labels.transmission)} />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="color" label={t('carForm.colour')}>
                <Input maxLength={30} placeholder={t('carForm.colourPlaceholder')} />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="seats" label={t('carForm.seats')}>
                <NumberInput min={1} max={60} />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="horsepower" label={t('carForm.horsepower')}>
                <NumberInput min={1} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="description" label={t('carForm.description')}>
                <Input.TextArea
                  rows={4}
                  maxLength={5000}
                  showCount
                  placeholder={t('carForm.descriptionPlaceholder')}
                />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <ArabicTextsCard
          title={{
            name: 'titleAr',
            maxLength: 120,
            placeholder: 'مثال: نيسان باترول بلاتينيوم 2024',
          }}
          description={{ name: 'descriptionAr', maxLength: 5000 }}
          heading={t('carForm.arabicCard')}
          titleLabel={t('carForm.titleAr')}
          descriptionLabel={t('carForm.descriptionAr')}
          extra={t('carForm.arabicExtra')}
        />

        <Card title={t('carForm.photos')}>{photos}</Card>

        <Card title={t('carForm.prices')}>
          <Row gutter={16}>
            <Col {...third}>
              <Form.Item name="pricePerDay" label={t('carForm.perDay')} required>
                {aedInput(t('carForm.priceDayLabel'))}
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item
                name="pricePerWeek"
                label={t('carForm.perWeek')}
                extra={t('carForm.priceOptional')}
              >
                {aedInput(t('carForm.priceWeekLabel'))}
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item
                name="pricePerMonth"
                label={t('carForm.perMonth')}
                extra={t('carForm.monthExtra')}
              >
                {aedInput(t('carForm.priceMonthLabel'))}
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={t('carForm.dayRates')}>
          <DayRatesFields />
        </Card>

        <Card title={t('carForm.terms')}>
          <Row gutter={16}>
            <Col {...third}>
              <Form.Item
                name={['terms', 'securityDepositAed']}
                label={t('carForm.deposit')}
                extra={t('carForm.depositExtra')}
              >
                {aedInput(t('carForm.deposit'))}
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name={['terms', 'kmPerDay']} label={t('carForm.kmPerDay')}>
                <NumberInput min={0} suffix={unit(t('carForm.unitKm'))} />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name={['terms', 'kmPerMonth']} label={t('carForm.kmPerMonth')}>
                <NumberInput min={0} suffix={unit(t('carForm.unitKm'))} />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name={['terms', 'extraKmChargeAed']} label={t('carForm.extraKm')}>
                <NumberInput
                  min={0}
                  step={0.5}
                  precision={2}
                  prefix="AED"
                  suffix={unit(t('carForm.unitPerKm'))}
                />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name={['terms', 'minimumDriverAge']} label={t('carForm.minimumAge')}>
                <NumberInput min={18} max={99} suffix={unit(t('carForm.unitYears'))} />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name={['terms', 'salikChargeAed']} label={t('carForm.salik')}>
                <NumberInput
                  min={0}
                  step={0.5}
                  precision={2}
                  prefix="AED"
                  suffix={unit(t('carForm.unitPerCrossing'))}
                />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item
                name={['terms', 'insuranceIncluded']}
                label={t('carForm.insurance')}
                valuePropName="checked"
              >
                <Switch />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={t('carForm.tripTerms')}>
          <TripTermsFields
            inherited={inheritedTripTerms}
            inheritedFrom="company"
            deliveryInherits
          />
        </Card>

        <Card title={t('carForm.services')}>
          <Form.Item name="withDriver" label={t('carForm.withDriver')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="services" label={t('carForm.chauffeurServices')}>
            <Checkbox.Group options={options(SERVICES, labels.service)} />
          </Form.Item>
          {showActive && (
            <Form.Item name="active" label={t('carForm.active')} valuePropName="checked">
              <Switch />
            </Form.Item>
          )}
        </Card>

        <Button type="primary" htmlType="submit" size="large" loading={busy || submitting}>
          {submitLabel}
        </Button>
      </Space>
    </Form>
  );
}
