import { Col, Form, Row, Select, Typography } from 'antd';
import { EMIRATES, EMIRATE_LABELS, type Emirate } from '@core/enums';
import { formatAed } from '@core/rules/pricing';
import {
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_LABELS,
  DEPOSIT_HOLDS,
  DEPOSIT_HOLD_LABELS,
  FUEL_POLICIES,
  FUEL_POLICY_LABELS,
  INSURANCE_TYPES,
  INSURANCE_TYPE_LABELS,
  type TripTerms,
} from '@core/rules/tripTerms';
import { NumberInput } from './NumberInput';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const third = { xs: 24, sm: 12, md: 8 };
const emirateCol = { xs: 12, sm: 8, md: 6 };

/** A delivery fee as renters read it: 'Free', 'AED 150', or 'No delivery'. */
export function deliveryFeeText(fee: number | null | undefined): string {
  if (fee === null || fee === undefined) return 'No delivery';
  return fee === 0 ? 'Free' : formatAed(fee);
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Each term's value as a short text: what an empty box stands for. */
const TERM_TEXT: { [K in Exclude<keyof TripTerms, 'deliveryFees'>]: (v: TripTerms[K]) => string } =
  {
    graceHours: (v) => plural(v, 'hour'),
    depositHold: (v) => DEPOSIT_HOLD_LABELS[v],
    depositReturnDays: (v) => plural(v, 'day'),
    insuranceType: (v) => INSURANCE_TYPE_LABELS[v],
    insuranceExcessAed: (v) => (v === 0 ? 'No excess' : formatAed(v)),
    fuelPolicy: (v) => FUEL_POLICY_LABELS[v],
    minimumLicenceYears: (v) => plural(v, 'year'),
    cancellation: (v) => CANCELLATION_POLICY_LABELS[v],
  };

interface TripTermsFieldsProps {
  /** What holds where a box is left empty. */
  inherited: TripTerms;
  /** Whose value an empty box takes: "your company's", "the default". */
  inheritedFrom: string;
  /**
   * A car's empty delivery box takes its company's fee; a company's empty box means it does
   * not deliver to that emirate.
   */
  deliveryInherits: boolean;
}

/**
 * The structured trip terms a quote reads (core rules/tripTerms), under `tripTerms` in the
 * form: each box empty states nothing, and its hint says which value is then inherited.
 */
export function TripTermsFields({
  inherited,
  inheritedFrom,
  deliveryInherits,
}: TripTermsFieldsProps) {
  const hint = <K extends keyof typeof TERM_TEXT>(term: K) =>
    `Empty: ${inheritedFrom} (${TERM_TEXT[term](inherited[term])})`;
  const number = (
    term: 'graceHours' | 'depositReturnDays' | 'insuranceExcessAed' | 'minimumLicenceYears',
    label: string,
    props: Parameters<typeof NumberInput>[0],
  ) => (
    <Col {...third}>
      <Form.Item name={['tripTerms', term]} label={label} extra={hint(term)}>
        <NumberInput min={0} placeholder={String(inherited[term])} aria-label={label} {...props} />
      </Form.Item>
    </Col>
  );
  const choice = <K extends 'depositHold' | 'insuranceType' | 'fuelPolicy' | 'cancellation'>(
    term: K,
    label: string,
    values: readonly TripTerms[K][],
    labels: Record<TripTerms[K], string>,
  ) => (
    <Col {...third}>
      <Form.Item name={['tripTerms', term]} label={label} extra={`Empty: ${inheritedFrom}`}>
        <Select
          allowClear
          aria-label={label}
          placeholder={TERM_TEXT[term](inherited[term])}
          options={options(values, labels)}
        />
      </Form.Item>
    </Col>
  );

  return (
    <>
      <Row gutter={16}>
        {choice('depositHold', 'Deposit held as', DEPOSIT_HOLDS, DEPOSIT_HOLD_LABELS)}
        {number('depositReturnDays', 'Deposit returned after', { max: 90, suffix: 'days' })}
        {number('graceHours', 'Grace period for late returns', { max: 6, suffix: 'hours' })}
        {choice('insuranceType', 'Insurance', INSURANCE_TYPES, INSURANCE_TYPE_LABELS)}
        {number('insuranceExcessAed', 'Insurance excess', { prefix: 'AED' })}
        {choice('fuelPolicy', 'Fuel policy', FUEL_POLICIES, FUEL_POLICY_LABELS)}
        {number('minimumLicenceYears', 'Licence held for at least', { max: 20, suffix: 'years' })}
        {choice('cancellation', 'Cancellation', CANCELLATION_POLICIES, CANCELLATION_POLICY_LABELS)}
      </Row>
      <Typography.Title level={5}>Delivery or collection fee</Typography.Title>
      <Typography.Paragraph type="secondary">
        0 is free delivery.{' '}
        {deliveryInherits
          ? `An empty box takes ${inheritedFrom}.`
          : 'An empty box: no delivery to that emirate.'}
      </Typography.Paragraph>
      <Row gutter={16}>
        {EMIRATES.map((emirate: Emirate) => (
          <Col key={emirate} {...emirateCol}>
            <Form.Item
              name={['tripTerms', 'deliveryFees', emirate]}
              label={EMIRATE_LABELS[emirate]}
              extra={
                deliveryInherits
                  ? `Empty: ${inheritedFrom} (${deliveryFeeText(inherited.deliveryFees[emirate])})`
                  : undefined
              }
            >
              <NumberInput
                min={0}
                prefix="AED"
                aria-label={`Delivery fee, ${EMIRATE_LABELS[emirate]}`}
                placeholder={
                  deliveryInherits ? String(inherited.deliveryFees[emirate] ?? '—') : '—'
                }
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
