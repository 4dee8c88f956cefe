/**
 * A company's saved payment methods. What is kept comes from the payment provider
 * (`payments/`): a card's brand, last four digits, expiry and holder, never its number. One
 * method is the default (a partial unique index); the first one saved becomes it.
 */
import type { Knex } from 'knex';
import type { PaymentMethodInput } from '@core/schemas/paymentMethod';
import { ERROR_CODES } from '@core/schemas/error';
import { HttpError, notFound } from '../errors';
import { PaymentMethod, Subscription } from '../models';
import type { PaymentProvider } from '../payments';
import { transaction } from '../db/transaction';

export async function listPaymentMethods(companyId: number): Promise<PaymentMethod[]> {
  return PaymentMethod.query()
    .where('company_id', companyId)
    .orderBy([
      { column: 'is_default', order: 'desc' },
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
}

export async function ownMethod(companyId: number, id: number, trx?: Knex.Transaction) {
  const method = await PaymentMethod.query(trx).findOne({ id, company_id: companyId });
  if (!method) throw notFound('Payment method not found');
  return method;
}

/**
 * Changes to one company's methods run one after the other (the company row is the lock):
 * two cards saved at once would otherwise both see "no method yet" and both become the default.
 */
async function lockCompanyMethods(trx: Knex.Transaction, companyId: number) {
  await trx('companies').where('id', companyId).forUpdate().first('id');
}

async function makeDefault(trx: Knex.Transaction, companyId: number, id: number) {
  await PaymentMethod.query(trx)
    .patch({ isDefault: false })
    .where({ company_id: companyId, is_default: true })
    .whereNot('id', id);
  await PaymentMethod.query(trx).patch({ isDefault: true }).where({ id, company_id: companyId });
}

export async function addPaymentMethod(
  knex: Knex,
  companyId: number,
  input: PaymentMethodInput,
  provider: PaymentProvider,
): Promise<PaymentMethod> {
  const details = await provider.addMethod(input);
  return transaction(async (trx) => {
    await lockCompanyMethods(trx, companyId);
    const existing = await PaymentMethod.query(trx).where('company_id', companyId).resultSize();
    const method = await PaymentMethod.query(trx).insertAndFetch({
      ...details,
      companyId,
      isDefault: false,
    });
    if (existing === 0 || input.makeDefault) await makeDefault(trx, companyId, method.id);
    return ownMethod(companyId, method.id, trx);
  }, knex);
}

export async function setDefaultPaymentMethod(
  knex: Knex,
  companyId: number,
  id: number,
): Promise<PaymentMethod> {
  return transaction(async (trx) => {
    await lockCompanyMethods(trx, companyId);
    await ownMethod(companyId, id, trx);
    await makeDefault(trx, companyId, id);
    return ownMethod(companyId, id, trx);
  }, knex);
}

/**
 * Removes a saved method. The one paying the current plan is kept (422: choose another first);
 * when the default goes, the newest remaining method becomes the default.
 */
export async function deletePaymentMethod(knex: Knex, companyId: number, id: number) {
  await transaction(async (trx) => {
    await lockCompanyMethods(trx, companyId);
    const method = await ownMethod(companyId, id, trx);
    const paying = await Subscription.query(trx)
      .where({ company_id: companyId, payment_method_id: id })
      .whereNot('status', 'cancelled')
      .first();
    if (paying) {
      throw new HttpError(
        422,
        ERROR_CODES.businessRule,
        'This payment method pays your plan: choose another one for the plan first',
      );
    }
    await PaymentMethod.query(trx).deleteById(id);
    if (method.isDefault) {
      const next = await PaymentMethod.query(trx)
        .where('company_id', companyId)
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .first();
      if (next) await makeDefault(trx, companyId, next.id);
    }
  }, knex);
}
