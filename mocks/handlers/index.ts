// Every handler of the embedded backend, one module per tag of the contract (the same
// groups as mocks/generated/endpoints/), in one list shared by the browser worker,
// msw/node and the node:http mock server.
import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { billingHandlers } from './billing';
import { calendarHandlers } from './calendar';
import { complaintsHandlers } from './complaints';
import { contractsHandlers } from './contracts';
import { conversationsHandlers } from './conversations';
import { couponsHandlers } from './coupons';
import { demoHandlers } from './demo';
import { favoritesHandlers } from './favorites';
import { fileHandlers } from './files';
import { gatewayHandlers } from './gateway';
import { homeHandlers } from './home';
import { invoicesHandlers } from './invoices';
import { marketingHandlers } from './marketing';
import { notificationsHandlers } from './notifications';
import { offersHandlers } from './offers';
import { officesHandlers } from './offices';
import { pagesHandlers } from './pages';
import { placesHandlers } from './places';
import { paymentMethodsHandlers } from './payment-methods';
import { paymentsHandlers } from './payments';
import { pricesHandlers } from './prices';
import { profileHandlers } from './profile';
import { reportsHandlers } from './reports';
import { reservationsHandlers } from './reservations';
import { reviewsHandlers } from './reviews';
import { searchHandlers } from './search';
import { settingsHandlers } from './settings';
import { statementsHandlers } from './statements';
import { subscriptionsHandlers } from './subscriptions';
import { transfersHandlers } from './transfers';
import { unitsHandlers } from './units';
import { usersHandlers } from './users';
import { nafathDemoHandlers, verificationHandlers } from './verification';

/** The contract's operations, by tag (in the contract's order). */
export const handlersByTag = {
  auth: authHandlers,
  settings: settingsHandlers,
  home: homeHandlers,
  search: searchHandlers,
  offices: officesHandlers,
  reviews: reviewsHandlers,
  units: unitsHandlers,
  pages: pagesHandlers,
  places: placesHandlers,
  profile: profileHandlers,
  favorites: favoritesHandlers,
  complaints: complaintsHandlers,
  coupons: couponsHandlers,
  reservations: reservationsHandlers,
  payments: paymentsHandlers,
  invoices: invoicesHandlers,
  billing: billingHandlers,
  prices: pricesHandlers,
  offers: offersHandlers,
  contracts: contractsHandlers,
  transfers: transfersHandlers,
  statements: statementsHandlers,
  'payment-methods': paymentMethodsHandlers,
  reports: reportsHandlers,
  calendar: calendarHandlers,
  notifications: notificationsHandlers,
  conversations: conversationsHandlers,
  verification: verificationHandlers,
  users: usersHandlers,
  marketing: marketingHandlers,
  subscriptions: subscriptionsHandlers,
} satisfies Record<string, RequestHandler[]>;

export const handlers: RequestHandler[] = [
  ...Object.values(handlersByTag).flat(),
  // Outside the contract: the embedded card gateway, the demo controls (Nafath's among them)
  // and the file host.
  ...gatewayHandlers,
  ...demoHandlers,
  ...nafathDemoHandlers,
  ...fileHandlers,
];
