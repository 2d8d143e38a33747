// Holding a page's uploads in a browser test, to see what the app does while one runs (the
// upload guard of src/components/upload-guard.tsx: the in-app question and the browser's own
// leave prompt). Uploads go by XMLHttpRequest (for their progress), which the harness's API
// faults (./api-faults.ts, on fetch) do not reach.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser';

type HeldWindow = Window & { __releaseUploads?: () => void };

/** From now on the page's uploads (XMLHttpRequest, for their progress) wait for a release. */
export async function holdUploads(page: Page) {
  await page.evaluate(() => {
    const w = window as HeldWindow;
    const held = new Promise<void>((resolve) => (w.__releaseUploads = resolve));
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      void held.then(() => send.call(this, body));
    };
  });
}

/**
 * An upload is running (held): the home link asks before leaving and "stay" keeps the wizard;
 * closing the tab raises the browser's leave prompt (dismissed: the tab stays); then the
 * upload is released (the journey goes on to see it stored).
 */
export async function questionsLeavingWhileUploading(page: Page) {
  await page.getByText('يرجى عدم إغلاق النافذة', { exact: false }).first().waitFor();
  await page.getByRole('link', { name: 'الرئيسية' }).first().click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByText('جارٍ رفع ملف', { exact: true }).waitFor();
  await screenshot(page, 'upload-leave-question-ar');
  await dialog.getByRole('button', { name: 'البقاء حتى يكتمل الرفع' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toMatch(/^\/addoffice/);
  // Without the prompt the tab closes and the wait for it fails at once.
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const leave = await prompt;
  expect(leave.type()).toBe('beforeunload');
  await leave.dismiss();
  expect(page.isClosed()).toBe(false);
  await page.evaluate(() => (window as HeldWindow).__releaseUploads?.());
}
