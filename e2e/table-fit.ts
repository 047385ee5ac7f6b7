/**
 * Whether the tables of a page fit a laptop's screen (issue 33): what overflows sideways, by how many pixels, and
 * which times are cut or broken over lines. Read in the page; the specs of tables-fit*.spec.ts assert it is empty.
 */
import type { Page } from '@playwright/test';

/** The screen the tables must fit: a common laptop's. */
export const LAPTOP = { width: 1366, height: 768 } as const;

/**
 * Every way the page's tables fail to fit, as lines naming the table (its nearest test id) and the pixels:
 * - the page scrolls sideways (`document.documentElement.scrollWidth > innerWidth`);
 * - a table's scrolling ancestor (or, with none, its parent) is narrower than the table;
 * - a DataGrid's scroller scrolls sideways;
 * - a cell holding a time (YYYY-MM-DD HH:mm) is cut (an element of it clips its text) or breaks the date and the
 *   time over two lines.
 * Elements not rendered (display: none, a closed dialog) are skipped.
 */
export function tableFitProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (el: Element) =>
      (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0;
    const nameOf = (el: Element) => {
      const owner = el.closest('[data-testid]');
      return owner ? owner.getAttribute('data-testid')! : el.tagName.toLowerCase();
    };
    const clips = (el: Element) => {
      const s = getComputedStyle(el);
      return s.overflowX !== 'visible';
    };

    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth)
      problems.push(`page: ${doc.scrollWidth - window.innerWidth} px wider than the window`);

    for (const table of document.querySelectorAll('table')) {
      if (!shown(table)) continue;
      let scroller: HTMLElement | null = table.parentElement;
      while (scroller && scroller !== document.body && !clips(scroller)) scroller = scroller.parentElement;
      if (scroller && scroller !== document.body) {
        const over = scroller.scrollWidth - scroller.clientWidth;
        if (over > 1) problems.push(`table ${nameOf(table)}: scrolls ${over} px sideways`);
      } else {
        const parent = table.parentElement!;
        const over = Math.round(table.getBoundingClientRect().width - parent.clientWidth);
        if (over > 1) problems.push(`table ${nameOf(table)}: ${over} px wider than its box`);
      }
    }
    for (const grid of document.querySelectorAll('.MuiDataGrid-virtualScroller')) {
      if (!shown(grid)) continue;
      const over = grid.scrollWidth - grid.clientWidth;
      if (over > 1) problems.push(`grid ${nameOf(grid)}: scrolls ${over} px sideways`);
    }

    const TIME = /\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/;
    const cells = document.querySelectorAll('td, th, .MuiDataGrid-cell');
    for (const cell of cells) {
      if (!shown(cell) || !TIME.test(cell.textContent ?? '')) continue;
      const text = (cell.textContent ?? '').trim().slice(0, 60);
      for (const el of [cell, ...cell.querySelectorAll('*')]) {
        if (!clips(el) || !TIME.test(el.textContent ?? '')) continue;
        const over = el.scrollWidth - el.clientWidth;
        if (over > 0) {
          problems.push(`time cut in ${nameOf(cell)}: "${text}" (${over} px)`);
          break;
        }
      }
      // The date and the time of each timestamp on one line.
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const m = TIME.exec(node.textContent ?? '');
        if (!m) continue;
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) problems.push(`time broken over ${tops.size} lines in ${nameOf(cell)}: "${text}"`);
      }
    }
    return problems;
  });
}

/**
 * Words a reader cannot read whole (issue 52), as lines naming the element (its nearest test id) and its text:
 * - a column header, a button, a chip, a form field's label, or a table cell whose text is cut (an element of it
 *   clips its text: "Acti…", "ScanSA…", "Shooting duration (s p…", a note cut in the middle of an order number).
 *   What a person typed (marked `translate="no"`) may be cut: the row's detail shows it whole;
 * - a short label (a word of at most eight characters: "成像时间", "Duration") broken over two lines ("成像时/间").
 */
export function labelFitProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (el: Element) => el.getClientRects().length > 0;
    const nameOf = (el: Element) => {
      const owner = el.closest('[data-testid]');
      return owner ? owner.getAttribute('data-testid')! : el.tagName.toLowerCase();
    };
    const LABELS =
      '.MuiDataGrid-columnHeaderTitle, .MuiButton-root, .MuiChip-label, .MuiInputLabel-root, .MuiFormControlLabel-label';
    const CELLS = 'td, th, .MuiDataGrid-cell';
    const ownText = (el: Element) =>
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim());
    for (const box of document.querySelectorAll(`${LABELS}, ${CELLS}`)) {
      if (!shown(box)) continue;
      for (const el of [box, ...box.querySelectorAll('*')]) {
        if (!ownText(el) || el.closest('[translate="no"]')) continue;
        if (getComputedStyle(el).overflowX === 'visible' || el.scrollWidth <= el.clientWidth + 1) continue;
        const text = (el.textContent ?? '').trim().slice(0, 60);
        problems.push(`cut in ${nameOf(box)}: "${text}" (${el.scrollWidth - el.clientWidth} px)`);
        break;
      }
    }
    for (const el of document.querySelectorAll(`${LABELS}, th, label`)) {
      if (!shown(el)) continue;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // A word between spaces, hyphens or slashes, where a line may break.
        for (const m of (node.textContent ?? '').matchAll(/[^\s\-–/]+/g)) {
          if ([...m[0]].length > 8) continue;
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) problems.push(`"${m[0]}" broken over ${tops.size} lines in ${nameOf(el)}`);
        }
      }
    }
    return [...new Set(problems)];
  });
}
