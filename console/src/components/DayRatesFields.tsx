import { Button, Col, Form, Input, Row, Typography } from 'antd';
import { SEASON_LIMITS } from '@core/rules/dayRates';
import { useVendorT } from '../i18n/VendorI18n';
import { NumberInput } from './NumberInput';

const third = { xs: 24, sm: 8 };

/**
 * A car's optional weekend and season day rates (core rules/dayRates.ts), under `tripTerms` in
 * the listing form. Dates are the browser's own date inputs (keyboard and phone friendly); core's
 * schema checks them on saving with messages on the very box (a season ending before it starts,
 * two overlapping, a rate of 0).
 */
export function DayRatesFields() {
  // Its strings are the car form's (carForm.json), the only form it is in.
  const t = useVendorT();
  return (
    <>
      <Typography.Paragraph type="secondary">{t('carForm.ratesIntro')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col {...third}>
          <Form.Item
            name={['tripTerms', 'weekendPricePerDay']}
            label={t('carForm.weekendRate')}
            extra={t('carForm.weekendExtra')}
          >
            <NumberInput min={1} prefix="AED" aria-label={t('carForm.weekendRate')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.List name={['tripTerms', 'seasons']}>
        {(rows, { add, remove }) => (
          <>
            {rows.map((row, index) => (
              <Row gutter={16} key={row.key} align="top" data-testid="season-row">
                <Col {...third}>
                  <Form.Item
                    name={[row.name, 'from']}
                    label={t('carForm.seasonFirst', { n: index + 1 })}
                  >
                    <Input
                      type="date"
                      aria-label={t('carForm.seasonFirstAria', { n: index + 1 })}
                    />
                  </Form.Item>
                </Col>
                <Col {...third}>
                  <Form.Item name={[row.name, 'to']} label={t('carForm.seasonLast')}>
                    <Input type="date" aria-label={t('carForm.seasonLastAria', { n: index + 1 })} />
                  </Form.Item>
                </Col>
                <Col xs={16} sm={5}>
                  <Form.Item name={[row.name, 'pricePerDay']} label={t('carForm.seasonRate')}>
                    <NumberInput
                      min={1}
                      prefix="AED"
                      aria-label={t('carForm.seasonRateAria', { n: index + 1 })}
                    />
                  </Form.Item>
                </Col>
                <Col xs={8} sm={3}>
                  <Form.Item label=" " colon={false}>
                    <Button
                      onClick={() => remove(row.name)}
                      aria-label={t('carForm.removeSeasonAria', { n: index + 1 })}
                    >
                      {t('carForm.removeSeason')}
                    </Button>
                  </Form.Item>
                </Col>
              </Row>
            ))}
            {rows.length < SEASON_LIMITS.maxSeasons && (
              <Button onClick={() => add({ from: null, to: null, pricePerDay: null })}>
                {t('carForm.addSeason')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </>
  );
}
