// Compile-time cases for `route()` (checked by `tsc` and by route-types.test.ts): each
// `@ts-expect-error` marks a mistake the contract's generated types must refuse. If a
// directive is ever unused, the mistake compiled, and the check fails.
import { lessor, tenant } from './auth';
import { ok } from './http';
import { route } from './route';

export const routeTypeCases = {
  // A path and method of the contract, its path parameter and its body fields.
  valid: () =>
    route(
      'post',
      '/user/reservations/{id}/reject',
      ({ params, body, me }) => ok({ id: params.id, reason: body.reason, by: me.actingFor }),
      { auth: lessor },
    ),

  // @ts-expect-error -- a misspelt path is not an operation of the contract
  wrongPath: () => route('get', '/user/ofices', () => ok(null)),

  // @ts-expect-error -- the contract has no DELETE on the tenant's invoices
  wrongMethod: () => route('delete', '/ordinaries/invoices/{id}', () => ok(null)),

  wrongBodyField: () =>
    route(
      'post',
      '/ordinaries/reviews',
      // @ts-expect-error -- a review body has no `stars` (the field is `rating`)
      ({ body }) => ok(body.stars),
      { auth: tenant },
    ),

  wrongRuleField: () =>
    route('post', '/ordinaries/reviews', () => ok(null), {
      auth: tenant,
      // @ts-expect-error -- the rule also sees only the review body's fields (still unchecked)
      rules: ({ body }) => (body.stars === undefined ? null : null),
    }),

  bodyOnGet: () =>
    route(
      'get',
      '/user/offices/{id}',
      // @ts-expect-error -- a GET has no body to read
      ({ body }) => ok(body.name),
      { auth: lessor },
    ),

  wrongParam: () =>
    route(
      'delete',
      '/ordinaries/favorites/{officeId}',
      // @ts-expect-error -- the path parameter is `officeId`, not `id`
      ({ params }) => ok(params.id),
      { auth: tenant },
    ),

  wrongCaller: () =>
    route(
      'get',
      '/ordinaries/profile',
      // @ts-expect-error -- a tenant acts for nobody: only a lessor carries `actingFor`
      ({ me }) => ok(me.actingFor),
      { auth: tenant },
    ),
};
