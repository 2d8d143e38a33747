import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['prices', 'wizard', 'table', 'validation'];
const access = 'business' as const;

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
  {
    path: 'prices/offers',
    handle: { access, titleKey: 'prices:offers.title' },
    lazy: lazyRoute(
      () => import('./offers-page'),
      (m) => m.OffersPage,
      NS,
    ),
  },
  {
    path: 'prices/offers/:id',
    handle: { access, titleKey: 'prices:offers.title' },
    lazy: lazyRoute(
      () => import('./offer-form-page'),
      (m) => m.OfferFormPage,
      NS,
    ),
  },
  {
    path: 'prices/coupons',
    handle: { access, titleKey: 'prices:coupons.title' },
    lazy: lazyRoute(
      () => import('./coupons-page'),
      (m) => m.CouponsPage,
      NS,
    ),
  },
  {
    path: 'prices/coupons/:id',
    handle: { access, titleKey: 'prices:coupons.title' },
    lazy: lazyRoute(
      () => import('./coupon-form-page'),
      (m) => m.CouponFormPage,
      NS,
    ),
  },
  {
    path: 'prices/down-prices',
    handle: { access, titleKey: 'prices:downPrices.title' },
    lazy: lazyRoute(
      () => import('./down-prices-page'),
      (m) => m.DownPricesPage,
      NS,
    ),
  },
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
