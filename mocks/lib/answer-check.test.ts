// @vitest-environment node
// The backend's own answers against the contract: what counts as a drift, and that `fail` mode
// records it for the test's afterEach while `warn` only prints it (once).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerProblem, checkAnswer, setAnswerCheck, takeAnswerDrifts } from './answer-check';
import { loadContractFromDisk } from './load-contract-node';

const SETTINGS = '/apiBack/v1/user/settings/general';
const settings = {
  site_name_ar: 'مكتبي',
  site_name_en: 'Maktabi',
  site_title_ar: 'مكتبي',
  site_title_en: 'Maktabi',
  site_desc_ar: 'وصف',
  site_desc_en: 'Description',
  site_keywords_ar: 'مكاتب',
  site_keywords_en: 'offices',
  icon_browser: 'favicon.ico',
  logo: 'logo.svg',
  file_host: 'https://files.maktabi.sa/',
};

beforeAll(() => loadContractFromDisk());
afterEach(() => {
  setAnswerCheck('off');
  takeAnswerDrifts();
  vi.restoreAllMocks();
});

describe('answer check', () => {
  it('accepts a conforming answer and names what drifts', async () => {
    expect(await answerProblem(SETTINGS, 'get', Response.json({ data: settings }))).toBeNull();
    const { logo: _dropped, ...withoutLogo } = settings;
    expect(await answerProblem(SETTINGS, 'get', Response.json({ data: withoutLogo }))).toBe(
      "/data must have required property 'logo'",
    );
    expect(
      await answerProblem(SETTINGS, 'get', Response.json({ data: { ...settings, logo: 7 } })),
    ).toBe('/data/logo must be string');
    expect(await answerProblem(SETTINGS, 'get', Response.json({}, { status: 409 }))).toBe(
      'status 409 is not declared',
    );
    expect(await answerProblem(SETTINGS, 'get', new Response('<html>', { status: 200 }))).toMatch(
      /^content-type "text\/plain.*", expected JSON$/,
    );
  });

  it('records drifts in fail mode (the test fails after) and only warns once in warn mode', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const drifted = () => Response.json({ data: { ...settings, logo: 7 } });
    setAnswerCheck('fail');
    await checkAnswer(SETTINGS, 'get', drifted());
    expect(takeAnswerDrifts()).toEqual([
      `GET ${SETTINGS} answered 200, which the contract refuses: /data/logo must be string`,
    ]);
    expect(error).toHaveBeenCalledTimes(1);
    setAnswerCheck('warn');
    await checkAnswer(SETTINGS, 'get', drifted());
    await checkAnswer(SETTINGS, 'get', drifted());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(takeAnswerDrifts()).toEqual([]);
    setAnswerCheck('off');
    await checkAnswer(SETTINGS, 'get', drifted());
    expect(takeAnswerDrifts()).toEqual([]);
  });
});
