// The home page as its JSON describes it, for the specs that drive it: texts come from the page
// file, so an edit to the content does not break a test, only a change in behaviour does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';

export const pagesDir = join(import.meta.dirname, '../../site-config/pages');

export interface CaseStudy {
  client: string;
  headline: string;
  detailSections: { title: string; description: string }[];
}
export interface HomePage {
  dotNavigation: { id: string; label: string }[];
  sections: {
    type: string;
    id?: string;
    badge?: string;
    title?: string;
    highlights?: string[];
    actions?: { label: string; href: string }[];
    indicators?: { title: string; items: { value: string; label: string }[] };
    checklist?: { title: string; items: string[] };
    features?: { title: string; description: string }[];
    cases?: CaseStudy[];
  }[];
}

export const home = JSON.parse(readFileSync(join(pagesDir, 'home.json'), 'utf8')) as HomePage;
export const hero = home.sections.find((section) => section.type === 'hero')!;
export const cases = home.sections.find((section) => section.type === 'caseStudies')!.cases!;

/** True when at least half of the section, or half of the viewport, is on screen. */
export const mostlyInView = (section: Locator) =>
  section.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const visible = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
    return visible >= Math.min(box.height, window.innerHeight) * 0.5;
  });
