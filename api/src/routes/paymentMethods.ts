import {
  paymentMethodInputSchema,
  type PaymentMethod,
  type PaymentMethodList,
} from '@core/schemas/paymentMethod';
import type { Actor } from '../policies/policy';
import { paymentMethodPolicy } from '../policies/paymentMethods';
import { presentPaymentMethod } from '../presenters/paymentMethod';
import { ownCompanyId } from '../services/ownCompany';
import {
  addPaymentMethod,
  deletePaymentMethod,
  listPaymentMethods,
  ownMethod,
  setDefaultPaymentMethod,
} from '../services/paymentMethods';
import { ids, noContent, type ApiRouter } from './apiRouter';
import { withEtag } from './endpoint/versions';

const methodId = ids({ id: 'Payment method not found' });

/** A saved method as the list shows it: the version If-Match is checked against. */
const methodVersion = {
  key: ({ params }: { params: { id: number } }) => `payment-method:${params.id}`,
  current: async ({ actor, params }: { actor: Actor; params: { id: number } }) =>
    withEtag(presentPaymentMethod(await ownMethod(ownCompanyId(actor), params.id))),
};

/** The company's saved payment methods (a card's brand and last four digits only). */
export function paymentMethodRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/vendor/payment-methods',
    policy: paymentMethodPolicy.manageOwn,
    handler: ({ actor }) => listPaymentMethods(ownCompanyId(actor)),
    present: (methods): PaymentMethodList => ({
      items: methods.map((method) => withEtag(presentPaymentMethod(method))),
    }),
  });

  api.add({
    method: 'post',
    path: '/vendor/payment-methods',
    policy: paymentMethodPolicy.manageOwn,
    body: paymentMethodInputSchema,
    idempotent: true,
    status: 201,
    handler: ({ actor, body, deps }) =>
      addPaymentMethod(deps.knex, ownCompanyId(actor), body, deps.payments),
    present: (method): PaymentMethod => withEtag(presentPaymentMethod(method)),
  });

  api.add({
    method: 'post',
    path: '/vendor/payment-methods/:id/default',
    policy: paymentMethodPolicy.manageOwn,
    params: methodId,
    version: methodVersion,
    handler: ({ actor, params, deps }) =>
      setDefaultPaymentMethod(deps.knex, ownCompanyId(actor), params.id),
    present: (method): PaymentMethod => withEtag(presentPaymentMethod(method)),
  });

  api.add({
    method: 'delete',
    path: '/vendor/payment-methods/:id',
    policy: paymentMethodPolicy.manageOwn,
    params: methodId,
    version: methodVersion,
    handler: ({ actor, params, deps }) =>
      deletePaymentMethod(deps.knex, ownCompanyId(actor), params.id),
    present: noContent,
  });
}
