// Accounts and trust in Chromium, one journey per language, as the unverified demo lessor
// (0500000003): a 3 MB logo refused at the field; the transfers page and publishing stopped
// with "Please verify account" and its link; Nafath refusing an ID that is not the
// profile's, then the number, waiting, approved (demo control) and verified with the
// registered name; a user added by phone with the "reservations" role (a last name in
// another language than the first refused at the field), who logs in, sees
// only that role's screens, is refused the add-office wizard up front and gets 403 from the
// backend on an invoice call; the owner deletes that user.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, screenshot, type Lang } from './harness/browser';
import {
  expectNoA11yViolations,
  go,
  loginWithPhone,
  logout,
  phoneShot,
  poll,
  settled,
} from './harness/app';
import { journeyVariants } from './harness/langs';

afterAll(closeBrowser);

const OWNER = '0500000003';
const MEMBER = '0551234567';
const VERIFIED_NAME = 'خالد عبدالله الزهراني';

/** A call with the page's session, as the app makes it (status only). */
const callStatus = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const res = await fetch(`/apiBack/v1${p}`, {
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${localStorage.getItem('user_token')}`,
      },
    });
    return {
      status: res.status,
      body: (await res.json()) as { data?: { data?: { id: number }[] } },
    };
  }, path);

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);

describe.each(journeyVariants(['ar', 'en'] as Lang[], 'ar'))('accounts (%s)', (lang) => {
  const ar = lang === 'ar';
  it('my information, verification through Nafath and the users of the account', async () => {
    const { page, close, errors } = await openPage({ lang });
    await loginWithPhone(page, OWNER, 'lessor');

    // My information: a 3 MB logo is refused at the field, with its size.
    await go(page, '/dashboard/my_info');
    await page.getByTestId('lessor-info-form').waitFor();
    await page.getByTestId('logo-input').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(3 * 1024 * 1024, 1),
    });
    const logoError = page.getByTestId('logo-error');
    await logoError.waitFor();
    expect(await logoError.textContent()).toMatch(
      ar ? /2 ميجابايت.*3\.0/ : /2 MB or less.*3\.0 MB/,
    );
    expect(await page.getByTestId('verification-banner').isVisible()).toBe(true);
    await expectNoA11yViolations(page);
    await screenshot(page, `my-info-${lang}-desktop`);
    await phoneShot(page, `my-info-${lang}`);

    // Transfers: money goes only to a verified account; the page says so, with the link.
    await go(page, '/dashboard/transactions');
    const payoutPrompt = page.getByTestId('verify-account-prompt');
    await payoutPrompt.waitFor();
    expect(await payoutPrompt.textContent()).toContain(
      ar ? 'يرجى توثيق الحساب' : 'Please verify account',
    );
    expect(await payoutPrompt.getByTestId('verify-account-link').getAttribute('href')).toBe(
      '/dashboard/verify-account',
    );
    expect(await page.getByTestId('request-transfer').isDisabled()).toBe(true);
    await screenshot(page, `transfers-verify-${lang}-desktop`);
    await phoneShot(page, `transfers-verify-${lang}`);

    // Publishing the (complete) office: the confirmation says "Please verify account".
    const offices = await callStatus(page, '/user/offices');
    const officeId = offices.body.data!.data![0].id;
    await go(page, `/addoffice/${officeId}`);
    const next = page.getByRole('button', { name: ar ? 'التالي' : 'Next', exact: true });
    for (let step = 2; step <= 6; step++) {
      await next.click();
      await poll(() => page.locator('[aria-current="step"]').textContent()).toMatch(
        new RegExp(`^${step}\\.`),
      );
    }
    await page.getByRole('button', { name: ar ? 'إرسال' : 'Send', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByTestId('verify-account-prompt').waitFor();
    expect(await dialog.textContent()).toContain(
      ar ? 'يرجى توثيق الحساب' : 'Please verify account',
    );
    expect(await dialog.getByRole('button', { name: ar ? 'نشر' : 'Publish' }).count()).toBe(0);
    await settled(page); // the dialog has finished opening
    await screenshot(page, `publish-verify-${lang}`);
    await dialog.getByTestId('verify-account-link').click();
    await page.waitForURL(/\/dashboard\/verify-account$/);
    await settled(page);

    // Nafath: an ID that is not the profile's is refused; the right one gets the number.
    const idInput = page.getByTestId('nafath-national-id');
    const profileId = await idInput.inputValue();
    expect(profileId).toMatch(/^1\d{9}$/);
    expect(await page.getByTestId('nafath-attempts').textContent()).toMatch(
      ar ? /3/ : /3 attempts/,
    );
    await idInput.fill('1000000008');
    await page.getByTestId('nafath-start').click();
    await poll(() => field(page, 'national_id').textContent()).toMatch(
      ar ? /لا يطابق/ : /does not match your profile/,
    );
    await idInput.fill(profileId);
    await page.getByTestId('nafath-start').click();
    const number = page.getByTestId('nafath-number');
    await number.waitFor();
    expect(await number.textContent()).toMatch(/^\d{2}$/);
    await settled(page);
    await expectNoA11yViolations(page);
    await screenshot(page, `verify-waiting-${lang}-desktop`);
    await phoneShot(page, `verify-waiting-${lang}`);
    await page
      .getByTestId('nafath-demo')
      .getByRole('button', { name: ar ? /الموافقة/ : /Approve/ })
      .click();
    const verified = page.getByTestId('nafath-verified');
    await verified.waitFor();
    await poll(() => verified.textContent()).toContain(VERIFIED_NAME);
    await screenshot(page, `verify-done-${lang}`);

    // Users: add a member by phone with the "reservations" role.
    await go(page, '/dashboard/users');
    await page.getByTestId('table-accounts').locator('tbody tr').first().waitFor();
    await page.getByTestId('users-add').click();
    const add = page.getByTestId('add-user-dialog');
    await add.getByTestId('user-phone').fill(MEMBER);
    await add.getByTestId('user-lookup').click();
    await add.getByTestId('user-send-code').click();
    await field(page, 'first_name')
      .locator('input')
      .fill(ar ? 'ماجد' : 'Majed');
    await add.getByTestId('user-code').fill('1234');
    await add.getByTestId('user-role-reservations').click();
    // A name is written in one language: a last name in the other one is refused at the field.
    const lastName = field(page, 'last_name').locator('input');
    await lastName.fill(ar ? 'Alharbi' : 'الحربي');
    await add.getByTestId('user-add').click();
    await poll(() => field(page, 'last_name').textContent()).toContain(
      ar ? 'بلغة الاسم الأول نفسها' : 'in the same language as the first name',
    );
    await lastName.fill(ar ? 'الحربي' : 'Alharbi');
    await screenshot(page, `users-add-${lang}`);
    await add.getByTestId('user-add').click();
    await add.waitFor({ state: 'detached' });
    const memberRow = page.getByTestId('table-accounts').locator('tbody tr', { hasText: MEMBER });
    await memberRow.waitFor();
    expect(await memberRow.textContent()).toContain(ar ? 'الحجوزات' : 'Reservations');
    await settled(page);
    await expectNoA11yViolations(page);
    await screenshot(page, `users-${lang}-desktop`);
    await phoneShot(page, `users-${lang}`);

    // The member sees only the role's screens; the backend refuses the rest (403).
    await logout(page);
    await loginWithPhone(page, MEMBER, 'lessor');
    await go(page, '/dashboard/home');
    const sidebar = () =>
      page
        .getByTestId('menu-sidebar')
        .locator('a')
        .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    await poll(sidebar).toContain('/dashboard/reservations');
    const links = await sidebar();
    expect(links).toContain('/dashboard/my_info');
    for (const hidden of ['/dashboard/users', '/dashboard/prices/main'])
      expect(links).not.toContain(hidden);
    expect(await page.getByTestId('nav-add-office').count()).toBe(0);
    expect((await callStatus(page, '/user/invoices')).status).toBe(403);
    await go(page, '/dashboard/billing_statements');
    await page.getByTestId('access-notice').waitFor();
    await screenshot(page, `member-refused-${lang}`);
    // The add-office wizard (reached from the home page's and business page's links) refuses
    // a role that only reads offices up front, rather than failing at the first save.
    await go(page, '/addoffice');
    await poll(() => page.getByTestId('access-notice').textContent()).toContain(
      ar ? 'يسمح بعرض المكاتب والوحدات فقط' : 'can view offices and units but not add',
    );
    expect(await page.locator('form').count()).toBe(0);
    await phoneShot(page, `member-add-office-${lang}`);

    // The owner deletes the user after confirming.
    await logout(page);
    await loginWithPhone(page, OWNER, 'lessor');
    await go(page, '/dashboard/users');
    await memberRow.getByRole('button', { name: ar ? 'حذف' : 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: ar ? 'حذف' : 'Delete' }).click();
    await memberRow.waitFor({ state: 'detached' });
    // The one refusal is the 403 this test asked for.
    expect(errors.filter((e) => !e.includes('status of 403'))).toEqual([]);
    await close();
  });
});
