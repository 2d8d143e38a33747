// The contract screens: the lessor's rent contracts (of bookings) and custom contracts,
// their details, the contract form (new, from a booking, a draft), the contract models; the
// tenant's own contracts; the printable contract (no layout) and its public verification.
import { listRoute } from '@/engines/table/list-route';
import { i18n, whenI18nReady } from '@/i18n/i18n';
import { LANGUAGES } from '@/i18n/languages';
import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['contracts', 'table', 'wizard', 'validation'];
const business = 'business' as const;

/**
 * Screens that show both languages side by side (previews, the printed contract): the
 * namespaces first (they join the list i18next keeps), then both languages of that list.
 */
const bothLanguages =
  <M,>(load: () => Promise<M>) =>
  async () => {
    const [m] = await Promise.all([
      load(),
      whenI18nReady()
        .then(() => i18n.loadNamespaces(NS))
        .then(() => i18n.loadLanguages([...LANGUAGES])),
    ]);
    return m;
  };

export const routes = defineFeatureRoutes({
  dashboard: [
    listRoute({
      path: 'contracts/rent-contract',
      access: business,
      title: 'contracts:list.rentTitle',
      table: () => import('./contracts-table').then((m) => m.rentContractsTable),
      ns: NS,
      nav: [
        { menu: 'sidebar', order: 55, label: 'sidebar.contracts' },
        { menu: 'bills', order: 20, label: 'bills.contracts' },
      ],
    }),
    {
      path: 'contracts/rent-contract-details/:id',
      handle: { access: business, titleKey: 'contracts:detail.title' },
      lazy: lazyRoute(
        () => import('./contract-detail-page'),
        (m) => m.RentContractPage,
        NS,
      ),
    },
    listRoute({
      path: 'contracts/custom-contracts',
      access: business,
      title: 'contracts:list.customTitle',
      table: () => import('./contracts-table').then((m) => m.customContractsTable),
      action: {
        label: 'contracts:list.addCustom',
        to: '/dashboard/contracts/create-custom-contracts',
      },
      ns: NS,
      nav: [{ menu: 'bills', order: 25, label: 'bills.customContracts' }],
    }),
    {
      path: 'contracts/custom-contracts-details/:id',
      handle: { access: business, titleKey: 'contracts:detail.title' },
      lazy: lazyRoute(
        () => import('./contract-detail-page'),
        (m) => m.CustomContractPage,
        NS,
      ),
    },
    {
      path: 'contracts/create-custom-contracts',
      handle: { access: business, titleKey: 'contracts:form.customTitle' },
      lazy: lazyRoute(
        bothLanguages(() => import('./contract-form-page')),
        (m) => m.CreateCustomContractPage,
        NS,
      ),
    },
    {
      path: 'contracts/create-rent-contract/:reservationId',
      handle: { access: business, titleKey: 'contracts:form.rentTitleShort' },
      lazy: lazyRoute(
        bothLanguages(() => import('./contract-form-page')),
        (m) => m.CreateRentContractPage,
        NS,
      ),
    },
    {
      path: 'contracts/edit-contract/:id',
      handle: { access: business, titleKey: 'contracts:form.editTitleShort' },
      lazy: lazyRoute(
        bothLanguages(() => import('./contract-form-page')),
        (m) => m.EditContractPage,
        NS,
      ),
    },
    {
      path: 'contracts/contract-models',
      handle: {
        access: business,
        titleKey: 'contracts:models.title',
        nav: [{ menu: 'bills', order: 45, label: 'bills.contractModels' }],
      },
      lazy: lazyRoute(
        () => import('./contract-models-page'),
        (m) => m.ContractModelsPage,
        NS,
      ),
    },
    {
      path: 'contracts/edit-contract-model/:id',
      handle: { access: business, titleKey: 'contracts:models.editTitle' },
      lazy: lazyRoute(
        bothLanguages(() => import('./contract-model-page')),
        (m) => m.ContractModelPage,
        NS,
      ),
    },
    listRoute({
      path: 'contracts/tenant-contracts',
      access: 'ordinary',
      title: 'contracts:list.tenantTitle',
      table: () => import('./tenant-contracts-table').then((m) => m.tenantContractsTable),
      ns: NS,
      nav: [{ menu: 'sidebar', order: 25, label: 'sidebar.myContracts' }],
    }),
    {
      path: 'contracts/tenant-contract-details/:id',
      handle: { access: 'ordinary', titleKey: 'contracts:detail.title' },
      lazy: lazyRoute(
        () => import('./contract-detail-page'),
        (m) => m.TenantContractPage,
        NS,
      ),
    },
  ],
  public: [
    {
      path: 'verify-contract/:code',
      lazy: lazyRoute(
        () => import('./verify-contract-page'),
        (m) => m.VerifyContractPage,
        NS,
      ),
    },
  ],
  bare: [
    {
      path: 'print-contract/:id',
      lazy: lazyRoute(
        bothLanguages(() => import('./print-contract-page')),
        (m) => m.PrintContractPage,
        NS,
      ),
    },
  ],
});
