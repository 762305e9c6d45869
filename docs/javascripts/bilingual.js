// The rules pages: each section's translation and its original are tabs ("English |
// Polski (oryginał)"). On a wide screen they stand side by side instead, the translation
// left and the original right, each sentence block beside its own (issue 31, N12): the
// home page promises the translation "set side by side with" the text.
//
// Nothing moves in the page: the tabs' two blocks (and the original's wrapper and its
// lists) let their children take places in one two-column grid (display: contents, in
// site.css, from 75em = 1200 px up), and this module only says which row each child is on.
// The order read out and tabbed through stays the page's own: the translation, then the
// original. Below 1200 px the tabs work as before. A section whose blocks do not pair one
// to one is shown as two plain columns.

import { registerWidget } from "./trainer.js";

/** A heading of the original that stands for the section's own <h2> ("**Rozdanie kart**"). */
function isTitle(element) {
  if (element.tagName !== "P") return false;
  const strong = element.querySelector(":scope > strong:only-child");
  return Boolean(strong) && element.textContent.trim() === strong.textContent.trim();
}

/** Our notes (Interpretation, Erratum, Editorial): the translation's alone, no counterpart. */
function isNote(element) {
  return element.classList.contains("admonition");
}

/** The units of a block: its children, each list as its items (the translation may split
 * one list of the original into several around the notes). */
function units(block) {
  const out = [];
  for (const child of block.children) {
    if (child.matches("ul, ol")) {
      child.classList.add("gc-bilingual__flat");
      // An ordered list's items keep their numbers without their list's box.
      if (child.tagName === "OL") {
        for (const [i, item] of [...child.children].entries()) if (!item.value) item.value = i + 1;
      }
      out.push(...child.children);
    } else {
      out.push(child);
    }
  }
  return out;
}

function place(element, row, column) {
  element.style.gridRow = String(row);
  element.style.gridColumn = String(column);
}

/** The theme wraps each table in a scrolling box (perhaps after this module placed the
 * table): the box is then the grid's item, and takes the table's place. */
function adoptWrappers(set) {
  for (const table of set.querySelectorAll(".tabbed-content table[style]")) {
    const box = table.closest(".md-typeset__scrollwrap");
    if (!box || box.style.gridRow) continue;
    box.style.gridRow = table.style.gridRow;
    box.style.gridColumn = table.style.gridColumn;
  }
}

function mountSet(set) {
  const blocks = set.querySelectorAll(":scope > .tabbed-content > .tabbed-block");
  const original = blocks[1]?.querySelector(":scope > [lang]");
  if (blocks.length !== 2 || !original) return; // not a translation beside its original
  const labels = [...set.querySelectorAll(":scope > .tabbed-labels > label")].map((l) => l.textContent.trim());
  set.classList.add("gc-bilingual");
  original.classList.add("gc-bilingual__flat");
  // Each column says what it is, where the tabs' labels are not shown.
  const heads = [blocks[0], original].map((block, i) => {
    const head = document.createElement("p");
    head.className = "gc-bilingual__label";
    head.textContent = labels[i] || "";
    block.prepend(head);
    return head;
  });
  place(heads[0], 1, 1);
  place(heads[1], 1, 2);
  const translation = units(blocks[0]).filter((e) => e !== heads[0]);
  const text = units(original).filter((e) => e !== heads[1]);
  const sentences = translation.filter((e) => !isNote(e));
  let row = 2;
  // The original opens with its section's heading where the translation has only the <h2>.
  if (text.length === sentences.length + 1 && isTitle(text[0]) && !isTitle(sentences[0] ?? text[0])) {
    place(text.shift(), row++, 2);
  }
  if (text.length !== sentences.length) {
    set.classList.add("gc-bilingual--loose");
    place(blocks[0], 2, 1);
    place(blocks[1], 2, 2);
    return;
  }
  let k = 0;
  for (const element of translation) {
    place(element, row, 1);
    if (!isNote(element)) place(text[k++], row, 2);
    row += 1;
  }
  adoptWrappers(set);
  new MutationObserver(() => adoptWrappers(set)).observe(set, { childList: true, subtree: true });
}

// Material marks its content area: `[data-md-component="content"]` is `.md-content`.
registerWidget('[data-md-component="content"] .tabbed-set', mountSet);
