// @vitest-environment node
// Conformance of the embedded backend to the contract: EVERY operation of
// openapi/apiback.yaml is called against the seeded store, and every answer — success and
// error (401, 403, 404, 422) — is validated against the operation's declared response
// schema with ajv (2020 draft + formats). A status the contract does not declare fails.
import './testing/node-storage';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import '../tests/setup/msw';
import { getStore } from './backend';
import {
  accountOf,
  call,
  contractOperations,
  describeErrors,
  responseValidator,
  seedSessions,
  type As,
  type CallOptions,
} from './testing/api';

interface Fixture {
  as: As;
  params?: () => Record<string, string | number>;
  query?: () => CallOptions['query'];
  body?: () => unknown;
  form?: () => Record<string, string | Blob>;
  before?: () => Promise<void>;
  status: number;
  /** Body that must be refused with 422 (defaults to `{}` for operations with a JSON body). */
  invalid?: () => unknown;
}

const db = () => getStore().db;
const day = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD');
const demoUnit = () =>
  db().units.findFirst((q) =>
    q.where(
      (u) =>
        u.owner_id === 2 && u.status === 'published' && u.prices.some((p) => p.type_res_id === 2),
    ),
  )!;
const demoOffice = () =>
  db().offices.findFirst((q) => q.where({ owner_id: 2, status: 'published' }))!;
const tenantReservation = (status: string) =>
  db().reservations.findFirst((q) => q.where({ tenant_id: 1, status: status as never }))!;
const lessorReservation = (status: string) =>
  db().reservations.findFirst((q) => q.where({ lessor_id: 2, status: status as never }))!;
const file = (name: string, type = 'image/jpeg') =>
  new File([new Uint8Array([255, 216, 255, 224])], name, { type });
const booking = () => ({
  unit_id: demoUnit().id,
  type_res_id: 2,
  start_date: day(150),
  end_date: day(153),
});
const officeInput = () => ({
  is_draft: false,
  name: 'مكاتب الواحة',
  category: 'private_office',
  type: 'tower',
  ad_title: 'مكاتب مجهزة للإيجار في حي الملقا بالرياض',
  city_id: 1,
  neighborhood: 'الملقا',
  street: 'طريق أنس بن مالك',
  interface: 'north',
  location: { lat: 24.8156, lng: 46.6126 },
  halls: 1,
  rooms: 6,
  bathrooms: 2,
  kitchens: 1,
  features: [1, 2, 3],
  description: 'مبنى حديث بمواقف خاصة',
  license_number: '7200012345',
  advertiser_relationship: 'owner',
  exclusivity: 'exclusive',
});
const unitInput = () => ({
  is_draft: false,
  name: 'مكتب تنفيذي',
  code: 'EX-101',
  area: 40,
  width: 5,
  length: 8,
  height: 3,
  furnished: 'furnished',
  capacity: 4,
  services: [],
  deposit_percent: 20,
  prices: [{ type_res_id: 2, price: 450, active: true }],
});
const offerInput = () => ({
  name: 'خصم الربيع',
  type: 'percentage',
  value: 10,
  start_date: day(1),
  end_date: day(30),
  unit_ids: [demoUnit().id],
  price_types: ['all'],
  is_active: true,
});
const couponInput = () => ({
  name: 'كوبون الربيع',
  code: 'SPRING10',
  type: 'percentage',
  value: 10,
  max_uses: 50,
  active_from: day(0),
  active_to: day(60),
  unit_ids: [demoUnit().id],
  price_types: ['all'],
  is_active: true,
});

const FIXTURES: Record<string, Fixture> = {
  sendCode: { as: 'public', body: () => ({ phone: '0500000001', channel: 'sms' }), status: 200 },
  verifyCode: {
    as: 'public',
    before: async () =>
      void (await call('post', '/auth/send-code', {
        body: { phone: '0500000001', channel: 'sms' },
      })),
    body: () => ({ phone: '0500000001', code: '1234' }),
    status: 200,
  },
  resendCode: {
    as: 'public',
    body: () => ({ phone: '0500000001', channel: 'whatsapp' }),
    status: 200,
  },
  completeProfile: {
    as: 'tenant',
    body: () => ({
      first_name: 'محمد',
      last_name: 'القحطاني',
      city_id: 1,
      identity_type: 'national_id',
      identity_number: '1000000008',
      accept_terms: true,
    }),
    status: 200,
  },
  logout: { as: 'tenant', status: 200 },
  getGeneralSettings: { as: 'public', status: 200 },
  getSearchData: { as: 'public', status: 200 },
  getHomeContent: { as: 'public', status: 200 },
  searchOffices: {
    as: 'public',
    query: () => ({ city_id: 1, sort: 'price_asc', per_page: 5 }),
    status: 200,
  },
  listDeals: { as: 'public', status: 200 },
  getPublicOffice: { as: 'public', params: () => ({ id: demoOffice().id }), status: 200 },
  getOfficeAvailability: {
    as: 'public',
    params: () => ({ id: demoOffice().id }),
    query: () => ({ from: day(0), to: day(30) }),
    status: 200,
  },
  listSimilarOffices: { as: 'public', params: () => ({ id: demoOffice().id }), status: 200 },
  listOfficeReviews: { as: 'public', params: () => ({ id: demoOffice().id }), status: 200 },
  getPublicUnit: { as: 'public', params: () => ({ id: demoUnit().id }), status: 200 },
  getUnitAvailability: {
    as: 'public',
    params: () => ({ id: demoUnit().id }),
    query: () => ({ from: day(0), to: day(30) }),
    status: 200,
  },
  getContentPage: { as: 'public', params: () => ({ slug: 'about' }), status: 200 },
  sendContactMessage: {
    as: 'public',
    body: () => ({
      name: 'سارة الحربي',
      phone: '0551234567',
      message: 'أرغب في الاستفسار عن المكاتب المتاحة في جدة',
    }),
    status: 201,
  },
  getTenantProfile: { as: 'tenant', status: 200 },
  updateTenantProfile: {
    as: 'tenant',
    body: () => ({ first_name: 'محمد', last_name: 'القحطاني', email: 'm@example.sa', city_id: 2 }),
    status: 200,
  },
  getLessorProfile: { as: 'lessor', status: 200 },
  updateLessorProfile: {
    as: 'lessor',
    body: () => ({
      full_name: 'نورة العتيبي',
      city_id: 1,
      identity_type: 'national_id',
      identity_number: db().users.findFirst((q) => q.where({ id: 2 }))!.identity_number,
      phone: '0500000002',
      has_license: false,
    }),
    status: 200,
  },
  uploadLessorLogo: {
    as: 'lessor',
    form: () => ({ logo: file('logo.png', 'image/png') }),
    status: 200,
  },
  listFavorites: { as: 'tenant', status: 200 },
  addFavorite: { as: 'tenant', body: () => ({ office_id: demoOffice().id }), status: 201 },
  removeFavorite: {
    as: 'tenant',
    params: () => ({
      officeId: db().favorites.findFirst((q) => q.where({ user_id: 1 }))!.office_id,
    }),
    status: 200,
  },
  createReview: {
    as: 'tenant',
    body: () => ({
      office_id: demoOffice().id,
      title: 'مكان ممتاز',
      comment: 'المكتب نظيف والخدمة رائعة',
      rating: 5,
    }),
    status: 201,
  },
  listLessorReviews: { as: 'lessor', status: 200 },
  listTenantComplaints: { as: 'tenant', status: 200 },
  createTenantComplaint: {
    as: 'tenant',
    body: () => ({ subject: 'تأخر الاسترداد', reason: 'لم يصلني المبلغ المسترد حتى الآن' }),
    status: 201,
  },
  reportOffice: {
    as: 'tenant',
    params: () => ({ id: demoOffice().id }),
    body: () => ({ reason_type: 'wrong_info', reason: 'الصور لا تطابق الواقع إطلاقا' }),
    status: 201,
  },
  listLessorComplaints: { as: 'lessor', status: 200 },
  createLessorComplaint: {
    as: 'lessor',
    body: () => ({ reason: 'مستأجر لم يلتزم بشروط الحجز المتفق عليها' }),
    status: 201,
  },
  checkCoupon: {
    as: 'tenant',
    body: () => ({
      code: 'WELCOME10',
      unit_id: demoUnit().id,
      type_res_id: 2,
      arrival_date: day(10),
      amount: 1000,
    }),
    status: 200,
  },
  quoteReservation: { as: 'tenant', body: booking, status: 200 },
  listTenantReservations: { as: 'tenant', query: () => ({ page: 1, per_page: 5 }), status: 200 },
  createReservation: {
    as: 'tenant',
    body: () => ({ ...booking(), pay_mode: 'full', accept_terms: true }),
    status: 201,
  },
  getTenantReservation: {
    as: 'tenant',
    params: () => ({ id: tenantReservation('accepted').id }),
    status: 200,
  },
  cancelTenantReservation: {
    as: 'tenant',
    params: () => ({ id: tenantReservation('pending').id }),
    body: () => ({ reason: 'تغيرت خططي' }),
    status: 200,
  },
  createPaymentSession: {
    as: 'tenant',
    body: () => ({ reservation_id: tenantReservation('pending').id, pay_mode: 'full' }),
    status: 201,
  },
  createBankTransferPayment: {
    as: 'tenant',
    form: () => ({
      reservation_id: String(tenantReservation('pending').id),
      pay_mode: 'full',
      receipt: file('receipt.jpg'),
    }),
    status: 201,
  },
  getPayment: {
    as: 'tenant',
    params: () => ({ id: db().payments.findFirst((q) => q.where({ tenant_id: 1 }))!.id }),
    status: 200,
  },
  listLessorPayments: {
    as: 'lessor',
    query: () => ({ status: 'awaiting_confirmation' }),
    status: 200,
  },
  confirmBankTransfer: {
    as: 'lessor',
    params: () => ({
      id: db().payments.findFirst((q) =>
        q.where({ lessor_id: 2, status: 'awaiting_confirmation' }),
      )!.id,
    }),
    status: 200,
  },
  rejectBankTransfer: {
    as: 'lessor',
    params: () => ({
      id: db().payments.findFirst((q) =>
        q.where({ lessor_id: 2, status: 'awaiting_confirmation' }),
      )!.id,
    }),
    body: () => ({ reason: 'الإيصال غير واضح' }),
    status: 200,
  },
  listTenantInvoices: { as: 'tenant', status: 200 },
  getTenantInvoice: {
    as: 'tenant',
    params: () => ({ id: db().tenantInvoices.findFirst((q) => q.where({ tenant_id: 1 }))!.id }),
    status: 200,
  },
  listBusinessInvoices: { as: 'lessor', query: () => ({ status: 'partial' }), status: 200 },
  getBusinessInvoice: {
    as: 'lessor',
    params: () => ({ id: db().businessInvoices.findFirst((q) => q.where({ lessor_id: 2 }))!.id }),
    status: 200,
  },
  listIssuedTenantInvoices: { as: 'lessor', status: 200 },
  getIssuedTenantInvoice: {
    as: 'lessor',
    params: () => ({ id: db().tenantInvoices.findFirst((q) => q.where({ lessor_id: 2 }))!.id }),
    status: 200,
  },
  listElectronicInvoices: { as: 'lessor', status: 200 },
  getElectronicInvoice: {
    as: 'lessor',
    params: () => ({ id: db().tenantInvoices.findFirst((q) => q.where({ lessor_id: 2 }))!.id }),
    status: 200,
  },
  listPaymentReceipts: { as: 'lessor', status: 200 },
  listLessorOffices: { as: 'lessor', status: 200 },
  createOffice: { as: 'lessor', body: officeInput, status: 201 },
  getIncompleteOffice: { as: 'lessor', status: 200 },
  getLessorOffice: { as: 'lessor', params: () => ({ id: demoOffice().id }), status: 200 },
  updateOffice: {
    as: 'lessor',
    params: () => ({ id: demoOffice().id }),
    body: officeInput,
    status: 200,
  },
  deleteOffice: {
    as: 'lessor',
    params: () => ({
      id: db().offices.findFirst((q) => q.where({ owner_id: 2, status: 'incomplete' }))!.id,
    }),
    status: 200,
  },
  publishOffice: {
    as: 'lessor',
    params: () => ({
      id: db().offices.findFirst((q) => q.where({ owner_id: 2, status: 'not_published' }))!.id,
    }),
    body: () => ({ confirm_responsibility: true }),
    status: 200,
  },
  setOfficeDisplayStatus: {
    as: 'lessor',
    params: () => ({ id: demoOffice().id }),
    body: () => ({ display_status: 'not_published' }),
    status: 200,
  },
  uploadOfficeMedia: {
    as: 'lessor',
    params: () => ({ id: demoOffice().id }),
    form: () => ({ file: file('photo.jpg'), kind: 'image' }),
    status: 201,
  },
  deleteOfficeMedia: {
    as: 'lessor',
    params: () => {
      const m = db().media.findFirst((q) =>
        q.where({ owner: 'office', owner_id: demoOffice().id, kind: 'image' }),
      )!;
      return { id: m.owner_id, mediaId: m.id };
    },
    status: 200,
  },
  listOfficeUnits: { as: 'lessor', params: () => ({ id: demoOffice().id }), status: 200 },
  createUnit: {
    as: 'lessor',
    params: () => ({ id: demoOffice().id }),
    body: unitInput,
    status: 201,
  },
  listLessorUnits: { as: 'lessor', query: () => ({ office_id: demoOffice().id }), status: 200 },
  getIncompleteUnit: { as: 'lessor', status: 200 },
  getLessorUnit: { as: 'lessor', params: () => ({ id: demoUnit().id }), status: 200 },
  updateUnit: { as: 'lessor', params: () => ({ id: demoUnit().id }), body: unitInput, status: 200 },
  deleteUnit: {
    as: 'lessor',
    params: () => ({
      id: db().units.findFirst((q) => q.where({ owner_id: 2, status: 'incomplete' }))!.id,
    }),
    status: 200,
  },
  setUnitDisplayStatus: {
    as: 'lessor',
    params: () => ({ id: demoUnit().id }),
    body: () => ({ display_status: 'not_published' }),
    status: 200,
  },
  uploadUnitMedia: {
    as: 'lessor',
    params: () => ({ id: demoUnit().id }),
    form: () => ({ file: file('unit.jpg'), kind: 'main_image' }),
    status: 201,
  },
  getUnitSettings: { as: 'lessor', params: () => ({ id: demoUnit().id }), status: 200 },
  updateUnitSettings: {
    as: 'lessor',
    params: () => ({
      id: db().units.findFirst((q) =>
        q.where(
          (u) => u.owner_id === 2 && u.locked_fields.length === 0 && u.status === 'published',
        ),
      )!.id,
    }),
    body: () => ({
      booking_terms: 'يمنع التدخين داخل المكتب نهائيا',
      refundable_deposit: 1000,
      min_notice_hours: 12,
    }),
    status: 200,
  },
  listUnitPrices: { as: 'lessor', status: 200 },
  updateUnitPrices: {
    as: 'lessor',
    params: () => ({ id: demoUnit().id }),
    body: () => ({
      prices: [
        { type_res_id: 2, price: 500, active: true },
        { type_res_id: 3, price: 9000, active: true },
      ],
    }),
    status: 200,
  },
  listDownPrices: { as: 'lessor', status: 200 },
  updateDownPrice: {
    as: 'lessor',
    params: () => ({ id: demoUnit().id }),
    body: () => ({ deposit_percent: 30 }),
    status: 200,
  },
  listOffers: { as: 'lessor', status: 200 },
  createOffer: { as: 'lessor', body: offerInput, status: 201 },
  getOffer: {
    as: 'lessor',
    params: () => ({ id: db().offers.findFirst((q) => q.where({ owner_id: 2 }))!.id }),
    status: 200,
  },
  updateOffer: {
    as: 'lessor',
    params: () => ({ id: db().offers.findFirst((q) => q.where({ owner_id: 2 }))!.id }),
    body: offerInput,
    status: 200,
  },
  deleteOffer: {
    as: 'lessor',
    params: () => ({ id: db().offers.findFirst((q) => q.where({ owner_id: 2 }))!.id }),
    status: 200,
  },
  listCoupons: { as: 'lessor', status: 200 },
  createCoupon: { as: 'lessor', body: couponInput, status: 201 },
  getCoupon: { as: 'lessor', params: () => ({ id: 1 }), status: 200 },
  updateCoupon: {
    as: 'lessor',
    params: () => ({ id: 1 }),
    body: () => ({ ...couponInput(), code: 'WELCOME10' }),
    status: 200,
  },
  deleteCoupon: { as: 'lessor', params: () => ({ id: 1 }), status: 200 },
  listLessorReservations: {
    as: 'lessor',
    query: () => ({ period: 'all', status: 'accepted' }),
    status: 200,
  },
  getLessorReservation: {
    as: 'lessor',
    params: () => ({ id: lessorReservation('accepted').id }),
    status: 200,
  },
  acceptReservation: {
    as: 'lessor',
    params: () => ({ id: lessorReservation('pending').id }),
    status: 200,
  },
  rejectReservation: {
    as: 'lessor',
    params: () => ({ id: lessorReservation('pending').id }),
    body: () => ({ reason: 'الوحدة تحت الصيانة' }),
    status: 200,
  },
  cancelLessorReservation: {
    as: 'lessor',
    params: () => ({ id: lessorReservation('accepted').id }),
    body: () => ({ reason: 'ظرف طارئ' }),
    status: 200,
  },
  changeReservationStatus: {
    as: 'lessor',
    params: () => ({ id: lessorReservation('active').id }),
    body: () => ({ status: 'complete' }),
    status: 200,
  },
  listContracts: { as: 'lessor', status: 200 },
  createContract: {
    as: 'lessor',
    body: () => ({
      reservation_id: db().reservations.findFirst((q) =>
        q.where(
          (r) =>
            r.lessor_id === 2 &&
            ['accepted', 'active'].includes(r.status) &&
            !db().contracts.findFirst((c) => c.where({ reservation_id: r.id })),
        ),
      )!.id,
      model_id: 1,
      ownership_document_number: '310105048765',
      payment_cycle: 'monthly',
    }),
    before: async () => {
      // Make sure one accepted booking has no contract yet.
      const r = lessorReservation('accepted');
      db().contracts.deleteMany((q) => q.where({ reservation_id: r.id }));
    },
    status: 201,
  },
  getContract: {
    as: 'lessor',
    params: () => ({ id: db().contracts.findFirst((q) => q.where({ lessor_id: 2 }))!.id }),
    status: 200,
  },
  cancelContract: {
    as: 'lessor',
    params: () => ({
      id: db().contracts.findFirst((q) => q.where({ lessor_id: 2, status: 'active' }))!.id,
    }),
    body: () => ({ reason: 'اتفاق الطرفين' }),
    status: 200,
  },
  getLessorPrintableContract: {
    as: 'lessor',
    params: () => ({ id: db().contracts.findFirst((q) => q.where({ lessor_id: 2 }))!.id }),
    status: 200,
  },
  listTenantContracts: { as: 'tenant', status: 200 },
  getTenantPrintableContract: {
    as: 'tenant',
    params: () => ({ id: db().contracts.findFirst((q) => q.where({ tenant_id: 1 }))!.id }),
    status: 200,
  },
  listContractModels: { as: 'lessor', status: 200 },
  getContractModel: { as: 'lessor', params: () => ({ id: 1 }), status: 200 },
  updateContractModel: {
    as: 'lessor',
    params: () => ({ id: 4 }),
    body: () => ({
      name: 'نموذج مساحات المحدث',
      type: 'commercial',
      body: 'يلتزم المستأجر بأنظمة المبنى وساعات العمل الرسمية.',
    }),
    status: 200,
  },
  listCustomContracts: { as: 'lessor', status: 200 },
  createCustomContract: {
    as: 'lessor',
    body: () => ({
      title: 'عقد مكتب خاص',
      lessor: { id_number: '1000000008', name: 'نورة العتيبي' },
      tenant: { id_number: '1010101015', name: 'خالد الغامدي' },
      office_details: 'مكتب رقم 12 في برج الأفق، العليا',
      body: 'يتفق الطرفان على استئجار المكتب المذكور لمدة سنة.',
      start_date: day(10),
      end_date: day(375),
      rent_amount: 60000,
    }),
    status: 201,
  },
  getCustomContract: { as: 'lessor', params: () => ({ id: 1 }), status: 200 },
  deleteCustomContract: { as: 'lessor', params: () => ({ id: 1 }), status: 200 },
  listTransfers: { as: 'lessor', status: 200 },
  getTransfer: {
    as: 'lessor',
    params: () => ({ id: db().transfers.findFirst((q) => q.where({ lessor_id: 2 }))!.id }),
    status: 200,
  },
  listAccountStatements: { as: 'lessor', query: () => ({ year: 2026 }), status: 200 },
  getLessorPaymentMethod: { as: 'lessor', status: 200 },
  updateLessorPaymentMethod: {
    as: 'lessor',
    body: () => ({ method: 'stc_pay', stc_pay_mobile: '+966500000002' }),
    status: 200,
  },
  getDashboard: { as: 'lessor', status: 200 },
  getPerformanceReport: {
    as: 'lessor',
    query: () => ({ from: day(-30), to: day(0) }),
    status: 200,
  },
  getLessorCalendar: {
    as: 'lessor',
    query: () => ({ month: dayjs().format('YYYY-MM') }),
    status: 200,
  },
  getUnitCalendar: { as: 'lessor', params: () => ({ unitId: demoUnit().id }), status: 200 },
  listTenantNotifications: { as: 'tenant', query: () => ({ unread_only: true }), status: 200 },
  markTenantNotificationRead: {
    as: 'tenant',
    params: () => ({ id: db().notifications.findFirst((q) => q.where({ user_id: 1 }))!.id }),
    status: 200,
  },
  listLessorNotifications: { as: 'lessor', status: 200 },
  markLessorNotificationRead: {
    as: 'lessor',
    params: () => ({ id: db().notifications.findFirst((q) => q.where({ user_id: 2 }))!.id }),
    status: 200,
  },
  requestNafathVerification: {
    as: 'lessor',
    body: () => ({ national_id: db().users.findFirst((q) => q.where({ id: 2 }))!.identity_number }),
    status: 201,
  },
  getNafathVerificationStatus: {
    as: 'lessor',
    before: async () => {
      await db().nafathRequests.create({
        request_id: '7b0c6a52-2f8e-4f63-9a4e-0d0c1f2a3b4c',
        user_id: 2,
        national_id: '1000000008',
        random_number: '42',
        status: 'waiting',
        created_at: new Date(Date.now() - 10_000).toISOString(),
        expires_at: new Date(Date.now() + 60_000).toISOString(),
      });
    },
    params: () => ({ requestId: '7b0c6a52-2f8e-4f63-9a4e-0d0c1f2a3b4c' }),
    status: 200,
  },
  listLessorUsers: { as: 'lessor', status: 200 },
  lookupUserByPhone: { as: 'lessor', query: () => ({ phone: '0500000001' }), status: 200 },
  sendUserVerificationCode: { as: 'lessor', body: () => ({ phone: '0512345678' }), status: 200 },
  addLessorUser: {
    as: 'lessor',
    before: async () =>
      void (await call('post', '/user/users/verify', {
        as: 'lessor',
        body: { phone: '0512345678' },
      })),
    body: () => ({
      phone: '0512345678',
      code: '1234',
      first_name: 'فيصل',
      last_name: 'المطيري',
      role: 'accountant',
    }),
    status: 201,
  },
  deleteLessorUser: {
    as: 'lessor',
    params: () => ({ id: db().users.findFirst((q) => q.where({ parent_id: 2 }))!.id }),
    status: 200,
  },
  listMarketingRequests: { as: 'lessor', status: 200 },
  createMarketingRequest: {
    as: 'lessor',
    body: () => ({
      office_id: demoOffice().id,
      channels: ['social_media'],
      budget: 1500,
      notes: 'حملة لمدة أسبوعين',
    }),
    status: 201,
  },
  getMarketingRequest: { as: 'lessor', params: () => ({ id: 1 }), status: 200 },
  updateMarketingRequest: {
    as: 'lessor',
    params: () => ({ id: 1 }),
    body: () => ({ office_id: demoOffice().id, channels: ['email'], budget: 900 }),
    status: 200,
  },
  getSubscription: { as: 'lessor', status: 200 },
};

function fill(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? 999999));
}

function expectConforms(path: string, method: string, status: number, body: unknown) {
  const validate = responseValidator(path, method, status);
  expect(
    validate,
    `${method.toUpperCase()} ${path} answered ${status}, which the contract does not declare: ${JSON.stringify(body).slice(0, 300)}`,
  ).not.toBeNull();
  const valid = validate!(body);
  expect(valid, `${method.toUpperCase()} ${path} ${status}: ${describeErrors(validate!)}`).toBe(
    true,
  );
}

const operations = contractOperations();

beforeEach(async () => {
  await seedSessions();
});

describe('every contract operation has a fixture', () => {
  it('covers all operations', () => {
    const missing = operations
      .filter(([, , id]) => !FIXTURES[id])
      .map(([m, p, id]) => `${id} (${m} ${p})`);
    expect(missing).toEqual([]);
  });
});

describe.each(operations)('%s %s (%s)', (method, path, operationId) => {
  const fx = FIXTURES[operationId];
  if (fx)
    it('answers its success status with a conforming body', async () => {
      await fx.before?.();
      const res = await call(method, fill(path, fx.params?.()), {
        as: fx.as,
        query: fx.query?.(),
        body: fx.body?.(),
        form: fx.form?.(),
      });
      expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(fx.status);
      expectConforms(path, method, res.status, res.body);
    });

  const account = () => accountOf(path, method);
  /** The fixture body, or `{}` when it needs data the unauthorised caller cannot set up. */
  const safeBody = () => {
    if (method === 'get' || method === 'delete') return undefined;
    try {
      return fx.body?.() ?? {};
    } catch {
      return {};
    }
  };

  if (fx && accountOf(path, method) !== 'public')
    it('answers 401 without a token and with a bad token', async () => {
      for (const token of [undefined, 'not-a-real-token']) {
        const res = await call(method, fill(path, fx.params?.()), {
          token,
          as: token ? undefined : 'public',
          query: fx.query?.(),
          body: safeBody(),
          form: fx.form?.(),
        });
        expect(res.status).toBe(401);
        expectConforms(path, method, 401, res.body);
      }
    });

  if (fx && ['tenant', 'lessor'].includes(accountOf(path, method)))
    it('answers 403 to the other account type', async () => {
      const who = account();
      const res = await call(method, fill(path, fx.params?.()), {
        as: who === 'tenant' ? 'lessor' : 'tenant',
        query: fx.query?.(),
        body: safeBody(),
        form: fx.form?.(),
      });
      expect(res.status).toBe(403);
      expectConforms(path, method, 403, res.body);
    });

  const declares = (status: number) => responseValidator(path, method, status) !== null;

  if (fx && path.includes('{') && declares(404))
    it('answers 404 for an unknown id', async () => {
      const res = await call(method, fill(path, {}), {
        as: fx.as,
        query: fx.query?.(),
        body: fx.body?.(),
        form: fx.form?.(),
      });
      expect(res.status).toBe(404);
      expectConforms(path, method, 404, res.body);
    });

  if (fx && (fx.body || fx.form) && declares(422))
    it('answers 422 with per-field messages for an invalid body', async () => {
      await fx.before?.();
      const params = fx.params?.();
      const res = fx.form
        ? await call(method, fill(path, params), { as: fx.as, form: { unexpected: 'x' } })
        : await call(method, fill(path, params), { as: fx.as, body: fx.invalid?.() ?? {} });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}).length).toBeGreaterThan(0);
      expectConforms(path, method, 422, res.body);
    });
});
