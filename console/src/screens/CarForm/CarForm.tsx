import { useRef, type ReactNode } from 'react';
import { Button, Card, Checkbox, Col, Form, Input, Row, Select, Space, Switch } from 'antd';
import {
  BRANDS,
  BRAND_LABELS,
  CAR_TYPES,
  CAR_TYPE_LABELS,
  EMIRATES,
  EMIRATE_LABELS,
  SERVICES,
  SERVICE_LABELS,
  TRANSMISSIONS,
  TRANSMISSION_LABELS,
} from '@core/enums';
import type { CarInput } from '@core/schemas/car';
import { NumberInput } from '../../components/NumberInput';
import { parseCarForm, type CarFormValues } from '../../forms/carForm';
import { isPlanLimitError } from '../../forms/fieldErrors';
import { useCheckedForm } from '../../forms/useSchemaForm';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard';
import { TripTermsFields } from '../../components/TripTermsFields';
import { ArabicTextsCard } from '../../components/ArabicTextsCard';
import { TRIP_TERMS_DEFAULTS, type TripTerms } from '@core/rules/tripTerms';

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
  const { form, submit, submitting, isSubmitting } = useCheckedForm(parseCarForm, onSubmit, {
    // The plan-limit answer has its own screen.
    quietError: isPlanLimitError,
  });
  // Changed since it was opened or last saved. While a save runs the screen may move on by
  // itself (to the list, to the new listing), so that is never held up.
  const changed = useRef(false);
  useUnsavedChangesGuard({
    isUnsaved: () => (changed.current || unsavedBesideFields) && !isSubmitting(),
    content: 'Your changes to this listing are not saved. Leaving loses them.',
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
        <Card title="The car">
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="title" label="Title" required>
                <Input maxLength={120} placeholder="e.g. Nissan Patrol Platinum 2024" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="carType" label="Car type" required>
                <Select options={options(CAR_TYPES, CAR_TYPE_LABELS)} placeholder="Choose" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="brand" label="Brand" required>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  options={options(BRANDS, BRAND_LABELS)}
                  placeholder="Choose"
                />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="model" label="Model" required>
                <Input maxLength={60} placeholder="e.g. Patrol" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="year" label="Year" required>
                <NumberInput min={1990} />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="emirate" label="Emirate" required>
                <Select options={options(EMIRATES, EMIRATE_LABELS)} />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="transmission" label="Transmission">
                <Select options={options(TRANSMISSIONS, TRANSMISSION_LABELS)} />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="color" label="Colour">
                <Input maxLength={30} placeholder="e.g. Pearl white" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="seats" label="Seats">
                <NumberInput min={1} max={60} />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="horsepower" label="Horsepower">
                <NumberInput min={1} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="description" label="Description">
                <Input.TextArea
                  rows={4}
                  maxLength={5000}
                  showCount
                  placeholder="What renters should know: condition, features, delivery…"
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
        />

        <Card title="Photos">{photos}</Card>

        <Card title="Prices (VAT included)">
          <Row gutter={16}>
            <Col {...third}>
              <Form.Item name="pricePerDay" label="Per day" required>
                {aedInput('Price per day')}
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="pricePerWeek" label="Per week" extra="Optional">
                {aedInput('Price per week')}
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item
                name="pricePerMonth"
                label="Per month"
                extra="Optional; renters see 25 × the day price without it"
              >
                {aedInput('Price per month')}
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title="Rental terms">
          <Row gutter={16}>
            <Col {...third}>
              <Form.Item
                name={['terms', 'securityDepositAed']}
                label="Security deposit"
                extra="0: no deposit"
              >
                {aedInput('Security deposit')}
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name={['terms', 'kmPerDay']} label="Km included per day">
                <NumberInput min={0} suffix="km" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name={['terms', 'kmPerMonth']} label="Km included per month">
                <NumberInput min={0} suffix="km" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name={['terms', 'extraKmChargeAed']} label="Extra km charge">
                <NumberInput min={0} step={0.5} precision={2} prefix="AED" suffix="/km" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name={['terms', 'minimumDriverAge']} label="Minimum driver age">
                <NumberInput min={18} max={99} suffix="years" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name={['terms', 'salikChargeAed']} label="Salik (toll) charge">
                <NumberInput min={0} step={0.5} precision={2} prefix="AED" suffix="/crossing" />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item
                name={['terms', 'insuranceIncluded']}
                label="Insurance included"
                valuePropName="checked"
              >
                <Switch />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title="Deposit, insurance, fuel, cancellation and delivery">
          <TripTermsFields
            inherited={inheritedTripTerms}
            inheritedFrom="your company's"
            deliveryInherits
          />
        </Card>

        <Card title="Services">
          <Form.Item name="withDriver" label="Available with a driver" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="services" label="Chauffeur services (up to 5)">
            <Checkbox.Group options={options(SERVICES, SERVICE_LABELS)} />
          </Form.Item>
          {showActive && (
            <Form.Item name="active" label="Show to renters once approved" valuePropName="checked">
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
