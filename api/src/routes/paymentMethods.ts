import {
  paymentMethodInputSchema,
  type PaymentMethod,
  type PaymentMethodList,
} from '@core/schemas/paymentMethod';
import { idOr404, parseInput } from '../errors';
import { paymentMethodPolicy } from '../policies/paymentMethods';
import { ownCompanyId } from '../services/ownCompany';
import {
  addPaymentMethod,
  deletePaymentMethod,
  listPaymentMethods,
  presentPaymentMethod,
  setDefaultPaymentMethod,
} from '../services/paymentMethods';
import type { ApiRouter } from './apiRouter';

const methodIdOf = (raw: unknown) => idOr404(raw, 'Payment method not found');

/** The company's saved payment methods (a card's brand and last four digits only). */
export function paymentMethodRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/vendor/payment-methods',
    policy: paymentMethodPolicy.manageOwn,
    handler: async (ctx) => {
      const methods = await listPaymentMethods(ownCompanyId(ctx.state.actor!));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { items: methods.map(presentPaymentMethod) } satisfies PaymentMethodList;
    },
  });

  api.add({
    method: 'post',
    path: '/vendor/payment-methods',
    policy: paymentMethodPolicy.manageOwn,
    handler: async (ctx) => {
      const input = parseInput(paymentMethodInputSchema, ctx.request.body, 'body');
      const companyId = ownCompanyId(ctx.state.actor!);
      const method = await addPaymentMethod(ctx.deps.knex, companyId, input, ctx.deps.payments);
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = presentPaymentMethod(method) satisfies PaymentMethod;
    },
  });

  api.add({
    method: 'post',
    path: '/vendor/payment-methods/:id/default',
    policy: paymentMethodPolicy.manageOwn,
    handler: async (ctx) => {
      const companyId = ownCompanyId(ctx.state.actor!);
      const method = await setDefaultPaymentMethod(
        ctx.deps.knex,
        companyId,
        methodIdOf(ctx.params.id),
      );
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentPaymentMethod(method) satisfies PaymentMethod;
    },
  });

  api.add({
    method: 'delete',
    path: '/vendor/payment-methods/:id',
    policy: paymentMethodPolicy.manageOwn,
    handler: async (ctx) => {
      const companyId = ownCompanyId(ctx.state.actor!);
      await deletePaymentMethod(ctx.deps.knex, companyId, methodIdOf(ctx.params.id));
      ctx.status = 204;
    },
  });
}
