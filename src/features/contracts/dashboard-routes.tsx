// The lessor's rent and custom contracts, their details, the contract form (new, from a
// booking, a draft), the contract models; the tenant's own contracts.
import { listRoute } from '@/engines/table/list-route';
import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';
import { bothLanguages, business, NS } from './route-loaders';

export const dashboardRoutes = defineDashboardRoutes([
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
  listRoute({
    path: 'contracts/contract-models',
    access: business,
    title: 'contracts:models.title',
    table: () => import('./contract-models-table').then((m) => m.makeContractModelsTable),
    action: { label: 'contracts:models.add', to: '/dashboard/contracts/edit-contract-model/new' },
    ns: NS,
    nav: [{ menu: 'bills', order: 45, label: 'bills.contractModels' }],
  }),
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
]);
