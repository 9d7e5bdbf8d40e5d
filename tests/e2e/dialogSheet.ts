// The dialog shell (ui/Modal) as a visitor meets it: what fits in its sheet, what stays in view,
// shared by the case dialog and the project dialog specs.
import { expect, type Locator, type Page } from '@playwright/test';

export const sheetOf = (page: Page) => page.locator('dialog[open] [data-dialog-sheet]');

/** Every overflow inside the open sheet: the sheet, or a part of it that clips (its scrolling
 * body), made wider than itself, and any element whose box pokes out of the sheet's left or
 * right edge, hidden tooltips included. */
export const overflowsIn = (sheet: Locator) =>
  sheet.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const problems: string[] = [];
    const name = (node: Element) =>
      `${node.tagName.toLowerCase()} "${node.textContent?.trim().slice(0, 30) ?? ''}"`;
    for (const node of [element, ...element.querySelectorAll('*')]) {
      const clips = node === element || getComputedStyle(node).overflowX !== 'visible';
      if (clips && node.clientWidth > 1 && node.scrollWidth > node.clientWidth)
        problems.push(`${name(node)} scrolls: ${node.scrollWidth} > ${node.clientWidth}`);
      const rect = node.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      // Text running out of its own box counts too: a box can fit while its words do not.
      const right = clips ? rect.right : Math.max(rect.right, rect.left + node.scrollWidth);
      if (rect.left < box.left - 0.5 || right > box.right + 0.5)
        problems.push(`${name(node)} spans ${rect.left}–${right}, sheet ${box.left}–${box.right}`);
    }
    return problems;
  });

/** Waits for the sheet and what slides inside it (framer-motion's inline transforms) to come to
 * rest: content sliding in from the side is allowed to stick out while it moves. */
export const settled = (sheet: Locator) =>
  expect
    .poll(() =>
      sheet.evaluate((element) =>
        [element, ...element.querySelectorAll<HTMLElement>('[style*="transform"]')].every((node) =>
          ['', 'none'].includes(node.style.transform),
        ),
      ),
    )
    .toBe(true);

/** Scrolls the sheet's body to its end; returns how far it went. */
export const scrollBodyToEnd = (sheet: Locator) =>
  sheet.evaluate((element) => {
    const body = [...element.children].find(
      (child) => getComputedStyle(child).overflowY === 'auto',
    )!;
    body.scrollTop = body.scrollHeight;
    return body.scrollTop;
  });

/** The control is on screen, inside the sheet, and nothing covers its centre. */
export async function expectReachable(sheet: Locator, control: Locator) {
  await expect(control).toBeInViewport({ ratio: 1 });
  const inside = await control.evaluate(
    (element, sheetBox) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return (
        rect.top >= sheetBox.y &&
        rect.bottom <= sheetBox.y + sheetBox.height &&
        hit !== null &&
        element.contains(hit)
      );
    },
    (await sheet.boundingBox())!,
  );
  expect(inside).toBe(true);
}
