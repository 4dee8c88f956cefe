import { Col, Form, Row, Select, Space, Typography } from 'antd';
import { EMIRATES, type Emirate } from '@core/enums';
import { formatAed } from '@core/rules/pricing';
import {
  CANCELLATION_POLICIES,
  DEPOSIT_HOLDS,
  FUEL_POLICIES,
  INSURANCE_TYPES,
  type DeliveryChoice,
  type TripTerms,
} from '@core/rules/tripTerms';
import tripTermsStrings from '../i18n/locales/en/tripTerms.json';
import { addEnglish, type VendorT } from '../i18n/strings';
import { useVendorT } from '../i18n/VendorI18n';
import { useVendorLabels } from '../i18n/vendorLabels';
import { NumberInput } from './NumberInput';

// With the car form's chunk and the profile's: both show these fields.
addEnglish(tripTermsStrings);

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const third = { xs: 24, sm: 12, md: 8 };
const emirateCol = { xs: 12, sm: 8, md: 6 };
const choiceCol = { xs: 24, sm: 12, xl: 8 };

/** A delivery fee as renters read it: 'Free', 'AED 150', or 'No delivery'. */
export function deliveryFeeText(fee: number | null | undefined, t: VendorT): string {
  if (fee === null || fee === undefined) return t('tripTerms.noDelivery');
  return fee === 0 ? t('tripTerms.free') : formatAed(fee);
}

type Labels = ReturnType<typeof useVendorLabels>;
type TextTerm = Exclude<keyof TripTerms, 'deliveryFees'>;

/** Each term's value as a short text: what an empty box stands for. */
const termText = (t: VendorT, labels: Labels) =>
  ({
    graceHours: (v) => t('tripTerms.hours', { count: v }),
    depositHold: (v) => labels.depositHold[v],
    depositReturnDays: (v) => t('tripTerms.days', { count: v }),
    insuranceType: (v) => labels.insuranceType[v],
    insuranceExcessAed: (v) => (v === 0 ? t('tripTerms.noExcess') : formatAed(v)),
    fuelPolicy: (v) => labels.fuelPolicy[v],
    minimumLicenceYears: (v) => t('tripTerms.years', { count: v }),
    cancellation: (v) => labels.cancellation[v],
  }) satisfies { [K in TextTerm]: (v: TripTerms[K]) => string };

interface TripTermsFieldsProps {
  /** What holds where a box is left empty. */
  inherited: TripTerms;
  /** Whose value an empty box takes: the defaults' (a company's terms) or the company's (a car's). */
  inheritedFrom: 'default' | 'company';
  /**
   * A car's delivery is a choice per emirate (as its company, its own fee, or no delivery); a
   * company's is a fee box per emirate, empty meaning it does not deliver there.
   */
  deliveryInherits: boolean;
}

/**
 * The structured trip terms a quote reads (core rules/tripTerms), under `tripTerms` in the
 * form: each box empty states nothing, and its hint says which value is then inherited. In the
 * vendor's language (issue #21); amounts and counts stay numbers, left to right.
 */
export function TripTermsFields({
  inherited,
  inheritedFrom,
  deliveryInherits,
}: TripTermsFieldsProps) {
  const t = useVendorT();
  const labels = useVendorLabels();
  const text = termText(t, labels);
  const from = inheritedFrom === 'default' ? 'Default' : 'Company';
  const hint = <K extends TextTerm>(term: K) =>
    t(`tripTerms.empty${from}Value`, {
      value: (text[term] as (v: TripTerms[K]) => string)(inherited[term]),
    });
  const unit = (key: string) => <bdi>{t(key)}</bdi>;
  const number = (
    term: 'graceHours' | 'depositReturnDays' | 'insuranceExcessAed' | 'minimumLicenceYears',
    props: Parameters<typeof NumberInput>[0],
  ) => {
    const label = t(`tripTerms.${term}`);
    return (
      <Col {...third}>
        <Form.Item name={['tripTerms', term]} label={label} extra={hint(term)}>
          <NumberInput
            min={0}
            placeholder={String(inherited[term])}
            aria-label={label}
            {...props}
          />
        </Form.Item>
      </Col>
    );
  };
  const choice = <K extends 'depositHold' | 'insuranceType' | 'fuelPolicy' | 'cancellation'>(
    term: K,
    values: readonly TripTerms[K][],
  ) => {
    const label = t(`tripTerms.${term}`);
    return (
      <Col {...third}>
        <Form.Item name={['tripTerms', term]} label={label} extra={t(`tripTerms.empty${from}`)}>
          <Select
            allowClear
            aria-label={label}
            placeholder={(text[term] as (v: TripTerms[K]) => string)(inherited[term])}
            options={options(values, labels[term] as Record<TripTerms[K], string>)}
          />
        </Form.Item>
      </Col>
    );
  };

  return (
    <>
      <Row gutter={16}>
        {choice('depositHold', DEPOSIT_HOLDS)}
        {number('depositReturnDays', { max: 90, suffix: unit('tripTerms.unitDays') })}
        {number('graceHours', { max: 6, suffix: unit('tripTerms.unitHours') })}
        {choice('insuranceType', INSURANCE_TYPES)}
        {number('insuranceExcessAed', { prefix: 'AED' })}
        {choice('fuelPolicy', FUEL_POLICIES)}
        {number('minimumLicenceYears', { max: 20, suffix: unit('tripTerms.unitYears') })}
        {choice('cancellation', CANCELLATION_POLICIES)}
      </Row>
      <Typography.Title level={5}>{t('tripTerms.delivery')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {deliveryInherits ? t('tripTerms.deliveryInherits') : t('tripTerms.deliveryNone')}
      </Typography.Paragraph>
      {deliveryInherits ? (
        <CarDeliveryChoices inherited={inherited.deliveryFees} />
      ) : (
        <CompanyDeliveryFees />
      )}
    </>
  );
}

/**
 * A car's delivery, per emirate: "As your company (its fee)", "Own fee" with the fee box beside
 * it, or "No delivery" (core rules/tripTerms `CarDeliveryFees`). Choosing "Own fee" starts the
 * box from the company's fee, if it has one.
 */
function CarDeliveryChoices({ inherited }: { inherited: TripTerms['deliveryFees'] }) {
  const t = useVendorT();
  const labels = useVendorLabels();
  const form = Form.useFormInstance();
  const choices = Form.useWatch(['tripTerms', 'deliveryChoices'], form) as
    Partial<Record<Emirate, DeliveryChoice>> | undefined;
  const choose = (emirate: Emirate, choice: DeliveryChoice) => {
    const box = ['tripTerms', 'deliveryFees', emirate];
    const companyFee = inherited[emirate];
    if (choice === 'fee' && form.getFieldValue(box) == null && companyFee !== undefined) {
      form.setFieldValue(box, companyFee);
    }
  };
  return (
    <Row gutter={16}>
      {EMIRATES.map((emirate: Emirate) => {
        const name = labels.emirate[emirate];
        const options: { value: DeliveryChoice; label: string }[] = [
          {
            value: 'company',
            label: t('tripTerms.deliveryAsCompany', {
              value: deliveryFeeText(inherited[emirate], t),
            }),
          },
          { value: 'fee', label: t('tripTerms.deliveryOwnFee') },
          { value: 'none', label: t('tripTerms.noDelivery') },
        ];
        return (
          <Col key={emirate} {...choiceCol}>
            <Form.Item label={name}>
              <Space.Compact block>
                <Form.Item name={['tripTerms', 'deliveryChoices', emirate]} noStyle>
                  <Select
                    aria-label={t('tripTerms.deliveryChoiceAria', { emirate: name })}
                    options={options}
                    onChange={(choice: DeliveryChoice) => choose(emirate, choice)}
                    style={{ flex: '1 1 60%', minWidth: 0 }}
                    popupMatchSelectWidth={false}
                  />
                </Form.Item>
                {choices?.[emirate] === 'fee' && (
                  <Form.Item name={['tripTerms', 'deliveryFees', emirate]} noStyle>
                    <NumberInput
                      min={0}
                      prefix="AED"
                      style={{ flex: '1 1 40%', minWidth: 96 }}
                      aria-label={t('tripTerms.deliveryAria', { emirate: name })}
                      placeholder="0"
                    />
                  </Form.Item>
                )}
              </Space.Compact>
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}

/** A company's delivery fee per emirate: an empty box is no delivery there. */
function CompanyDeliveryFees() {
  const t = useVendorT();
  const labels = useVendorLabels();
  return (
    <Row gutter={16}>
      {EMIRATES.map((emirate: Emirate) => (
        <Col key={emirate} {...emirateCol}>
          <Form.Item name={['tripTerms', 'deliveryFees', emirate]} label={labels.emirate[emirate]}>
            <NumberInput
              min={0}
              prefix="AED"
              aria-label={t('tripTerms.deliveryAria', { emirate: labels.emirate[emirate] })}
              placeholder="—"
            />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
