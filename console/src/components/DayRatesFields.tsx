import { Button, Col, Form, Input, Row, Typography } from 'antd';
import { SEASON_LIMITS } from '@core/rules/dayRates';
import { NumberInput } from './NumberInput';

const third = { xs: 24, sm: 8 };

/**
 * A car's optional weekend and season day rates (core rules/dayRates.ts), under `tripTerms` in
 * the listing form. Dates are the browser's own date inputs (keyboard and phone friendly); core's
 * schema checks them on saving with messages on the very box (a season ending before it starts,
 * two overlapping, a rate of 0).
 */
export function DayRatesFields() {
  return (
    <>
      <Typography.Paragraph type="secondary">
        Optional. They price only the days billed at the day rate: a trip long enough for the weekly
        or monthly price keeps that price. The UAE weekend is Saturday and Sunday; on a
        season&apos;s days its rate wins over the weekend rate.
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col {...third}>
          <Form.Item
            name={['tripTerms', 'weekendPricePerDay']}
            label="Weekend day rate"
            extra="Saturday and Sunday. Empty: the day price"
          >
            <NumberInput min={1} prefix="AED" aria-label="Weekend day rate" />
          </Form.Item>
        </Col>
      </Row>
      <Form.List name={['tripTerms', 'seasons']}>
        {(rows, { add, remove }) => (
          <>
            {rows.map((row, index) => (
              <Row gutter={16} key={row.key} align="top" data-testid="season-row">
                <Col {...third}>
                  <Form.Item name={[row.name, 'from']} label={`Season ${index + 1}: first day`}>
                    <Input type="date" aria-label={`Season ${index + 1} first day`} />
                  </Form.Item>
                </Col>
                <Col {...third}>
                  <Form.Item name={[row.name, 'to']} label="Last day">
                    <Input type="date" aria-label={`Season ${index + 1} last day`} />
                  </Form.Item>
                </Col>
                <Col xs={16} sm={5}>
                  <Form.Item name={[row.name, 'pricePerDay']} label="Day rate">
                    <NumberInput min={1} prefix="AED" aria-label={`Season ${index + 1} day rate`} />
                  </Form.Item>
                </Col>
                <Col xs={8} sm={3}>
                  <Form.Item label=" " colon={false}>
                    <Button
                      onClick={() => remove(row.name)}
                      aria-label={`Remove season ${index + 1}`}
                    >
                      Remove
                    </Button>
                  </Form.Item>
                </Col>
              </Row>
            ))}
            {rows.length < SEASON_LIMITS.maxSeasons && (
              <Button onClick={() => add({ from: null, to: null, pricePerDay: null })}>
                Add a season
              </Button>
            )}
          </>
        )}
      </Form.List>
    </>
  );
}
