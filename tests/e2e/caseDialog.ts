// The home page's sections, case cards and dialog, shared by the specs that drive them.
import { expectHydrated } from './support';
import { expect, type Page } from '@playwright/test';

export const caseCards = (page: Page) =>
  page.locator('#success-stories').getByRole('button', { name: /^Ver caso/ });
export const dialog = (page: Page) => page.getByRole('dialog');

/** Opens case `index` once the island has hydrated. */
export async function openCase(page: Page, index: number) {
  await page.locator('[data-island="caseStudies"]').scrollIntoViewIfNeeded();
  await expectHydrated(page.locator('[data-island="caseStudies"]'));
  await caseCards(page).nth(index).click();
  await expect(dialog(page)).toBeVisible();
}

/** The home page's anchors, in the spec's order (the dot navigator jumps to the same ones). */
export const homeSectionIds = [
  'home',
  'success-stories',
  'clients',
  'our-services',
  'services',
  'culture',
  'faq',
  'contact-form',
];
