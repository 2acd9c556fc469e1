import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { overflowAt } from './support/layout-problems';
import { useStack } from './support/use-stack';

const stack = useStack();

it('greets a visitor in the language their browser asks for, and keeps the one they choose', async () => {
  const page = await stack().newPage({ locale: 'es-ES', bypassCSP: true });
  await page.goto('/');
  expect(await page.getAttribute('html', 'lang')).toBe('es');
  await page
    .getByText('La plataforma todo en uno para que founders de startups generen, validen y hagan crecer sus ideas')
    .waitFor();
  await page.getByRole('button', { name: 'Desbloquear todas' }).waitFor();
  await page.getByText('+ 22 herramientas más').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  for (const width of [375, 1280]) expect(await overflowAt(page, width)).toEqual([]);

  await page.getByRole('button', { name: 'Análisis de la competencia: requiere iniciar sesión' }).click();
  await page.getByText('Inicia sesión para usar esta herramienta y desbloquear todas las funciones').waitFor();
  const dialog = page.getByRole('dialog', { name: 'Te damos la bienvenida a Founder Toolkit' });
  await dialog.getByRole('tab', { name: 'Iniciar sesión' }).waitFor();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('de');
  await page
    .getByText('Die All-in-one-Plattform für Startup-Gründer: Ideen entwickeln, validieren und wachsen')
    .waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('de');
  await page.reload();
  await page.getByRole('heading', { name: 'Deine nächste große Idee verdient ein Zuhause' }).waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('de');
  expect(await seriousA11yViolations(page)).toEqual([]);
  for (const width of [375, 1280]) expect(await overflowAt(page, width)).toEqual([]);

  await page.goto('/auth');
  await page.getByText('Passwort vergessen?').waitFor();
  expect(await page.getByRole('combobox', { name: 'Sprache' }).inputValue()).toBe('de');
  // better-auth's own refusal, in German.
  await page.getByLabel('E-Mail').fill('nobody@example.com');
  await page.getByLabel('Passwort', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.getByText('E-Mail-Adresse oder Passwort ist falsch').waitFor();
});

/** The page fits a phone and a laptop, and axe finds nothing serious, in the language it is in. */
async function expectFitsAndAccessible(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
  for (const width of [375, 1280]) expect(await overflowAt(page, width)).toEqual([]);
}

/** What the journey reads in each language (written by hand from the translations, not read from the catalogs). */
const JOURNEY = {
  de: {
    name: 'Dora Deutsch',
    preferences: 'Einstellungen',
    welcome: 'Willkommen zurück, Dora Deutsch.',
    ideaGarage: 'Ideen-Garage',
    noIdeas: 'Noch keine Ideen',
    addFirstIdea: 'Erste Idee hinzufügen',
    addIdeaDialog: 'Neue Idee hinzufügen',
    titleLabel: 'Titel',
    titleRequired: 'Der Titel ist erforderlich',
    createIdea: 'Idee erstellen',
    created: 'Idee erstellt!',
    myIdea: 'Meine Idee',
    mainContent: 'Hauptinhalt',
    share: 'Teilen',
    shareDialog: '„Solarkioske“ teilen',
    manageAccess: 'Zugriff verwalten',
    close: 'Schließen',
    equityCalculator: 'Rechner für Anteilsaufteilung',
    calculate: 'Aufteilung berechnen',
    startAssessment: 'Check starten',
    costLabel: 'Validierungskosten',
    cost: '12.500,50 $',
    costShown: '12.501 $',
  },
  es: {
    name: 'Elena Española',
    preferences: 'Preferencias',
    welcome: 'Hola de nuevo, Elena Española.',
    ideaGarage: 'Garaje de ideas',
    noIdeas: 'Aún no hay ideas',
    addFirstIdea: 'Añade tu primera idea',
    addIdeaDialog: 'Añadir nueva idea',
    titleLabel: 'Título',
    titleRequired: 'El título es obligatorio',
    createIdea: 'Crear idea',
    created: '¡Idea creada!',
    myIdea: 'Mi idea',
    mainContent: 'Contenido principal',
    share: 'Compartir',
    shareDialog: 'Compartir «Solarkioske»',
    manageAccess: 'Gestionar acceso',
    close: 'Cerrar',
    equityCalculator: 'Calculadora de reparto de participaciones',
    calculate: 'Calcular reparto',
    startAssessment: 'Empezar evaluación',
    costLabel: 'Costo de validación',
    cost: '12.500',
    // The idea's cost is written as every tool writes money (ADR 0045, 0070): the narrow symbol, '$'.
    costShown: '12.500 $',
  },
} as const;

it.each(['de', 'es'] as const)(
  'speaks %s once a signed-in user saves it, at once and on their next visit, through the board, an idea, sharing and two tools',
  async (language) => {
    const text = JOURNEY[language];
    const page = await stack().newPage({ locale: 'en-US', bypassCSP: true });
    await signUpAndConfirm(stack(), page, { email: `journey-${language}@example.com`, name: text.name });
    await page.goto('/preferences');
    await page.getByLabel('Language').selectOption(language);
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByRole('heading', { name: text.preferences, level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe(language);

    // The next page load is served in the saved language (the cookie), drawn in it by the server before any script runs.
    const served = await (await page.goto('/dashboard'))!.text();
    expect(served).toContain(`<html lang="${language}" data-time-zone=`);
    expect(served).toContain(text.welcome);
    await page.getByText(text.welcome).waitFor();
    await page.getByRole('heading', { name: text.ideaGarage }).first().waitFor();
    await expectFitsAndAccessible(page);

    await page.goto('/tool/idea-garage');
    await page.getByText(text.noIdeas).waitFor();
    await page.getByRole('button', { name: text.addFirstIdea }).click();
    const dialog = page.getByRole('dialog', { name: text.addIdeaDialog });
    // Core's own validation speaks the language too (core/i18n/say.ts).
    await dialog.getByRole('button', { name: text.createIdea }).click();
    await dialog.getByText(text.titleRequired).waitFor();
    await dialog.getByLabel(text.titleLabel).fill('Solarkioske');
    // An amount is read as the language writes it ('.' groups thousands in both).
    await dialog.getByLabel(text.costLabel).fill(text.cost);
    await dialog.getByRole('button', { name: text.createIdea }).click();
    await page.getByText(text.created).waitFor();
    const card = page.getByRole('article', { name: 'Solarkioske' });
    await card.getByText(text.myIdea).waitFor();
    await card.getByText(text.costShown).waitFor();
    await expectFitsAndAccessible(page);

    await card.getByRole('link', { name: 'Solarkioske' }).first().click();
    await page.getByText(text.mainContent).first().waitFor();
    await page.getByRole('button', { name: text.share }).click();
    const share = page.getByRole('dialog', { name: text.shareDialog });
    await share.getByRole('tab', { name: text.manageAccess }).waitFor();
    await expectFitsAndAccessible(page);
    await share.getByRole('button', { name: text.close }).click();

    await page.goto('/tool/equity-split');
    await page.getByRole('heading', { name: text.equityCalculator, level: 1 }).waitFor();
    await page.getByRole('button', { name: text.calculate }).waitFor();
    await expectFitsAndAccessible(page);

    await page.goto('/tool/cofounder-fit');
    await page.getByRole('button', { name: text.startAssessment }).waitFor();
    await expectFitsAndAccessible(page);
  },
);

it('signs a Spanish visitor up in Spanish, mails them in Spanish, and their board speaks Spanish', async () => {
  const { mailbox, baseUrl } = stack();
  const page = await stack().newPage({ locale: 'es-MX', bypassCSP: true });
  await page.goto('/');
  await page.getByRole('button', { name: 'Empezar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Te damos la bienvenida a Founder Toolkit' });
  await dialog.getByLabel('Nombre completo').fill('Eva Española');
  await dialog.getByLabel('Correo electrónico').fill('eva@example.com');
  await dialog.getByLabel('Contraseña').fill('correct horse battery');
  await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.getByText('¡Cuenta creada! Revisa tu correo electrónico para confirmar tu cuenta.').first().waitFor();

  // The confirmation mail is in Spanish too: the language the account was made in.
  const mail = await mailbox.waitForMail('eva@example.com');
  expect(mail.text).toContain(
    '¡Te damos la bienvenida a Founder Toolkit! Confirma tu dirección de correo para activar tu cuenta.',
  );
  await page.goto(mailbox.linkIn(mail, `${baseUrl}/api/auth/verify-email?token=`));
  await page.goto('/tool/idea-garage');
  await page.getByText('Aún no hay ideas').waitFor();
  await page.getByText('Empieza a anotar tus ideas de startup y construye tu cartera de innovación.').waitFor();
  await expectFitsAndAccessible(page);
});
