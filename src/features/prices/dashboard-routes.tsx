import { listRoute } from '@/engines/table/list-route';
import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['prices', 'wizard', 'table', 'validation'];
const access = 'business' as const;
/** The prices area: its heading and sub-tabs around each list. */
const frame = () => import('./prices-frame').then((m) => m.PricesFrame);

export const dashboardRoutes = defineDashboardRoutes([
  {
    path: 'prices/main',
    handle: {
      access,
      titleKey: 'prices:main.title',
      nav: [
        { menu: 'sidebar', order: 40, label: 'sidebar.prices' },
        { menu: 'top', order: 60, label: 'top.prices' },
      ],
    },
    lazy: lazyRoute(
      () => import('./main-prices-page'),
      (m) => m.MainPricesPage,
      NS,
    ),
  },
  listRoute({
    path: 'prices/offers',
    access,
    title: 'prices:offers.title',
    frame,
    table: () => import('./offers-table').then((m) => m.makeOffersTable),
    action: { label: 'prices:offers.add', to: '/dashboard/prices/offers/new' },
    ns: NS,
  }),
  {
    path: 'prices/offers/:id',
    handle: { access, titleKey: 'prices:offers.title' },
    lazy: lazyRoute(
      () => import('./offer-form-page'),
      (m) => m.OfferFormPage,
      NS,
    ),
  },
  listRoute({
    path: 'prices/coupons',
    access,
    title: 'prices:coupons.title',
    frame,
    table: () => import('./coupons-table').then((m) => m.makeCouponsTable),
    action: { label: 'prices:coupons.add', to: '/dashboard/prices/coupons/new' },
    ns: NS,
  }),
  {
    path: 'prices/coupons/:id',
    handle: { access, titleKey: 'prices:coupons.title' },
    lazy: lazyRoute(
      () => import('./coupon-form-page'),
      (m) => m.CouponFormPage,
      NS,
    ),
  },
  listRoute({
    path: 'prices/down-prices',
    access,
    title: 'prices:downPrices.title',
    frame,
    table: () => import('./down-prices-table').then((m) => m.downPricesTable),
    ns: NS,
  }),
  {
    path: 'prices/down-prices/:unitId',
    handle: { access, titleKey: 'prices:downPrices.title' },
    lazy: lazyRoute(
      () => import('./down-price-form-page'),
      (m) => m.DownPriceFormPage,
      NS,
    ),
  },
]);
