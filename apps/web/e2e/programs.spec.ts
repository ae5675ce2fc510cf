/**
 * Programs, surveys, certificates, FAQ and learnalytics (issue 7), as a new student would,
 * against the real server: the seeded Aviation English Starter program (content-fixtures/
 * programs) gates its one-chapter course behind a mandatory survey; the student answers it
 * (the form refuses it unanswered first), sees the survey completed popup when starting the
 * course, plays the lesson until the chapter is complete, sees the program complete on
 * /my-program/, sets the certificate name, downloads the PDF and checks it at the public URL
 * (signed out, in another browser context). Then a wrong tracking code, the right one (DEMO1),
 * and the FAQ. Every screen is checked with axe and photographed at 360 px in English, then in
 * Indonesian.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import {
  checkLoaded as check,
  courseFixture,
  en,
  id,
  playToTheEnd,
  questionsOf,
  s,
  test,
  onboardNewStudent,
} from './support';

const questions = questionsOf(courseFixture('aviation-english/en.json'));

/** The aviation program as get-programs answers it, with the page's own session token. */
async function aviationProgram(page: Page) {
  return page.evaluate(async () => {
    const token = (JSON.parse(localStorage.getItem('web_ed_user') ?? '{}') as { token?: string })
      .token;
    const res = await fetch('/learning-service/api/web-ed/learning/get-programs?lang=en', {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    const body = (await res.json()) as {
      data: { user_programs: { id: number; is_completed: boolean; percent: number }[] };
    };
    return body.data.user_programs.find((p) => p.id === 4) ?? null;
  });
}

test('a new student answers the gating survey, finishes the program, downloads and verifies the certificate, adds a tracking code', async ({
  page,
  browser,
}) => {
  test.setTimeout(400_000);
  const name = `pilot${Date.now() % 1_000_000}`;
  await onboardNewStudent(page, name);

  // My program: nothing done yet, the survey required.
  await page.goto('/my-program/');
  const program = page.locator('[data-program="4"]');
  await expect(program.getByRole('heading', { name: 'Aviation English Starter' })).toBeVisible();
  await expect(program.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(program.getByText(s(en, 'programs:required'), { exact: true })).toBeVisible();
  await check(page, 'en-my-program-before');

  // Starting the course: the survey gate.
  await page.goto('/courses/?sid=108');
  await page
    .locator('.chapter')
    .first()
    .getByRole('link', { name: new RegExp(s(en, 'courses:start')) })
    .click();
  const gate = page.getByRole('dialog', { name: s(en, 'dialogs:surveyGateTitle') });
  await expect(gate).toBeVisible();
  await expect(gate).toContainText('Aviation English Starter');
  await check(page, 'en-survey-gate');
  await gate.getByRole('button', { name: s(en, 'dialogs:surveyStart') }).click();

  // The questionnaire: refused unanswered, then answered.
  await expect(page).toHaveURL(/\/questionnaire\/\?.*id=1/);
  await expect(page.getByRole('heading', { name: 'Before you start' })).toBeVisible();
  await check(page, 'en-questionnaire');
  await page.getByRole('button', { name: s(en, 'programs:submitSurvey') }).click();
  await expect(page.getByText(s(en, 'programs:answerRequired'))).toHaveCount(3);
  await page.getByRole('radio', { name: 'For a job' }).check();
  await page.getByRole('checkbox', { name: 'Reading' }).check();
  await page.getByRole('checkbox', { name: 'Listening' }).check();
  await page.getByRole('radio', { name: '3', exact: true }).check();
  await page
    .getByLabel('What would you like to be able to read in English?')
    .fill('Signs and announcements at the airport');
  await page.getByRole('button', { name: s(en, 'programs:submitSurvey') }).click();

  // Thank you, then the course: the survey completed popup, the skill check invitation, the lesson.
  await expect(page).toHaveURL(/\/survey\/thank-you\//);
  await expect(page.getByRole('heading', { name: s(en, 'programs:thankYouTitle') })).toBeVisible();
  await check(page, 'en-survey-thank-you');
  await page
    .getByRole('button', {
      name: s(en, 'programs:continueCourse', { name: 'Aviation English Starter' }),
    })
    .click();
  const completed = page.getByRole('dialog', { name: s(en, 'dialogs:surveyCompletedTitle') });
  await expect(completed).toBeVisible();
  await check(page, 'en-survey-completed');
  await completed.getByRole('button', { name: s(en, 'common:continue') }).click();
  const invitation = page.getByRole('dialog', { name: s(en, 'dialogs:skillCheckTitle') });
  await expect(invitation).toBeVisible();
  await invitation.getByRole('button', { name: s(en, 'dialogs:skillCheckLater') }).click();
  await expect(page).toHaveURL(/\/learn\/\?.*sid=108.*cid=1081/);
  await playToTheEnd(page, questions);

  // Four more plays complete the chapter (+20 each), so the course and the program.
  for (let play = 2; play <= 5; play++) {
    await expect(page).toHaveURL(/\/result\//);
    await page.goto('/learn/?sid=108&cid=1081&source=courses&version=3.2.0');
    await playToTheEnd(page, questions);
  }
  await expect(page).toHaveURL(/\/result\//);
  await expect
    .poll(async () => (await aviationProgram(page))?.is_completed, { timeout: 60_000 })
    .toBe(true);

  // The survey list shows it answered.
  await page.goto('/survey/');
  const surveyItem = page.locator('.survey-item', { hasText: 'Before you start' });
  await expect(surveyItem.getByText(s(en, 'programs:answered'))).toBeVisible();
  await check(page, 'en-survey');

  await page.goto('/my-program/');
  await expect(program.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await check(page, 'en-my-program-after');
  await program.getByRole('link', { name: s(en, 'programs:viewCertificate') }).click();

  // Certificates: the name first (a wrong one refused), then the PDF.
  await expect(page).toHaveURL(/\/certificates\//);
  const certificate = page.locator('.certificate', { hasText: 'Aviation English Starter' });
  await expect(certificate).toBeVisible();
  await expect(
    certificate.getByRole('button', { name: s(en, 'programs:downloadPdf') }),
  ).toBeDisabled();
  await check(page, 'en-certificates-name');
  const nameField = page.getByLabel(s(en, 'programs:certificateNameLabel'));
  await nameField.fill('Pilot Name');
  await page.getByRole('button', { name: s(en, 'programs:saveName') }).click();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  const certificateName = `Captain${name}`;
  await nameField.fill(certificateName);
  await page.getByRole('button', { name: s(en, 'programs:saveName') }).click();
  await expect(page.getByText(certificateName, { exact: true })).toBeVisible();
  await check(page, 'en-certificates');
  const code = await certificate.getAttribute('data-code');
  expect(code).toMatch(/^[0-9A-Z]{12}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    certificate.getByRole('button', { name: s(en, 'programs:downloadPdf') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`certificate-${code}.pdf`);
  const bytes = readFileSync((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);

  // The public check, signed out in another context.
  const verifyUrl = await certificate
    .getByRole('link', { name: s(en, 'programs:verifyLink') })
    .getAttribute('href');
  expect(verifyUrl).toContain(`/certificates/?verify=${code}`);
  const stranger = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const publicPage = await stranger.newPage();
  await publicPage.goto(verifyUrl ?? '');
  await expect(
    publicPage.getByRole('heading', { name: s(en, 'programs:verifyValid') }),
  ).toBeVisible();
  await expect(publicPage.getByText(certificateName, { exact: true })).toBeVisible();
  await expect(publicPage.getByText('Aviation English Starter')).toBeVisible();
  await check(publicPage, 'en-certificate-verify');
  await publicPage.goto('/certificates/?verify=ZZZZZZZZZZZZ');
  await expect(publicPage.getByText(s(en, 'programs:verifyInvalid'))).toBeVisible();
  await stranger.close();

  // A tracking code: a wrong one first, then the demo class.
  await page.goto('/learnalytics/code/add/');
  await check(page, 'en-learnalytics-code-add');
  const codeField = page.getByLabel(s(en, 'learnalytics:codeLabel'));
  await codeField.fill('WRONG1');
  await page.getByRole('button', { name: s(en, 'learnalytics:addCode') }).click();
  await expect(page.getByRole('alert')).toHaveText(s(en, 'errors:trackingCodeNotFound'));
  await check(page, 'en-learnalytics-code-not-found');
  await codeField.fill('demo1');
  await page.getByRole('button', { name: s(en, 'learnalytics:addCode') }).click();
  await expect(page).toHaveURL(/\/learnalytics\/code\/\?/);
  await expect(page.getByRole('heading', { name: 'Demo class 7A' })).toBeVisible();
  await check(page, 'en-learnalytics-code');
  await page.goto('/learnalytics/');
  await expect(page.getByText(s(en, 'learnalytics:linkedCount', { n: 1 }))).toBeVisible();
  await check(page, 'en-learnalytics');

  // The class owner (the seeded demo teacher) sees the student in the class report.
  const teacherContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const teacher = await teacherContext.newPage();
  await teacher.goto('/');
  await teacher.getByLabel(s(en, 'auth:localSignInLabel')).fill('demo-teacher');
  await teacher.getByRole('button', { name: s(en, 'auth:signIn'), exact: true }).click();
  await expect(teacher).toHaveURL(/\/home\//);
  await teacher.goto('/learnalytics/');
  const report = teacher.getByRole('table', {
    name: s(en, 'learnalytics:reportCaption', { name: 'Demo class 7A' }),
  });
  await expect(report.getByRole('rowheader', { name })).toBeVisible();
  await check(teacher, 'en-learnalytics-report');
  await teacherContext.close();

  // The student removes the code (cancel_la_code_track).
  await page.goto('/learnalytics/code/');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: s(en, 'learnalytics:removeCode') }).click();
  await expect(page.getByText(s(en, 'learnalytics:noCodes'))).toBeVisible();

  // The FAQ: a topic, an answer marked helpful, a search.
  await page.goto('/faq/');
  await check(page, 'en-faq');
  await page.getByRole('button', { name: s(en, 'faq:cat_myprogram') }).click();
  await expect(page).toHaveURL(/category=myprogram/);
  await page.getByRole('link', { name: 'How do I get a certificate?' }).click();
  await expect(page).toHaveURL(/\/faq\/detail\/\?.*id=10/);
  await page.getByRole('button', { name: s(en, 'faq:markHelpful') }).click();
  await expect(page.getByRole('button', { name: s(en, 'faq:markedHelpful') })).toBeDisabled();
  await check(page, 'en-faq-detail');
  await page.goto('/faq/');
  await page.getByLabel(s(en, 'faq:searchLabel')).fill('streak');
  await page.getByRole('button', { name: s(en, 'faq:search'), exact: true }).click();
  await expect(page.getByRole('link', { name: 'Learning streak' })).toBeVisible();

  // The same screens in Indonesian.
  await page.goto('/settings/language');
  await page.getByRole('radio', { name: 'Bahasa Indonesia' }).check();
  await page.getByRole('button', { name: s(id, 'common:done') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  const screens: [string, string, string][] = [
    ['/my-program/', 'programs:myProgramTitle', 'id-my-program'],
    ['/survey/', 'programs:surveyTitle', 'id-survey'],
    ['/questionnaire/?id=2', '', 'id-questionnaire'],
    ['/survey/thank-you/', 'programs:thankYouTitle', 'id-survey-thank-you'],
    ['/certificates/', 'programs:certificatesTitle', 'id-certificates'],
    [`/certificates/?verify=${code}`, 'programs:verifyTitle', 'id-certificate-verify'],
    ['/faq/', 'faq:title', 'id-faq'],
    ['/faq/detail/?id=9&category=myprogram', '', 'id-faq-detail'],
    ['/learnalytics/', 'learnalytics:title', 'id-learnalytics'],
    ['/learnalytics/code/', 'learnalytics:codesTitle', 'id-learnalytics-code'],
    ['/learnalytics/code/add/', 'learnalytics:addTitle', 'id-learnalytics-code-add'],
  ];
  for (const [path, heading, shot] of screens) {
    await page.goto(path);
    if (heading)
      await expect(page.getByRole('heading', { level: 1, name: s(id, heading) })).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(page, shot);
  }
});
