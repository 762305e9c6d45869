// The few DOM calls the score sheet's game modules make (createElement, attributes, append,
// events), for unit tests under Node without a browser or an npm package. A form built on it
// is read with `all(root, predicate)` and driven with `fire(node, "change")`.

class FakeNode {}

class FakeText extends FakeNode {
  constructor(text) {
    super();
    this.text = text;
  }

  get textContent() {
    return this.text;
  }
}

class FakeElement extends FakeNode {
  constructor(tag) {
    super();
    this.tagName = tag.toUpperCase();
    this.attributes = {};
    this.children = [];
    this.listeners = {};
    this.className = "";
    this.checked = false;
    this.disabled = false;
    this.value = "";
  }

  setAttribute(name, value) {
    this.attributes[name] = value;
    if (name === "checked") this.checked = true;
    if (name === "disabled") this.disabled = true;
    if (name === "value") this.value = value;
    if (name === "selected") this.selected = true;
  }

  getAttribute(name) {
    return name in this.attributes ? this.attributes[name] : null;
  }

  append(...nodes) {
    for (const node of nodes) {
      this.children.push(node);
      // a select shows its selected option (or its first) as its value
      if (this.tagName === "SELECT" && node.tagName === "OPTION" && (node.selected || this.children.length === 1)) {
        this.value = node.value;
      }
    }
  }

  addEventListener(type, listener) {
    if (!this.listeners[type]) this.listeners[type] = [];
    this.listeners[type].push(listener);
  }

  get textContent() {
    return this.children.map((c) => c.textContent).join("");
  }

  set textContent(text) {
    this.children = [new FakeText(text)];
  }
}

/** Install the fake `document` and `Node` on globalThis (the modules read them when called). */
export function installFakeDom() {
  globalThis.Node = FakeNode;
  globalThis.document = {
    createElement: (tag) => new FakeElement(tag),
    createTextNode: (text) => new FakeText(text),
  };
}

/** Every element under `root` (itself included) for which `test(element)` holds. */
export function all(root, test) {
  const found = [];
  const walk = (node) => {
    if (!(node instanceof FakeElement)) return;
    if (test(node)) found.push(node);
    for (const child of node.children) walk(child);
  };
  walk(root);
  return found;
}

/** The label text of the input with this id, under `root`. */
export function labelOf(root, id) {
  const label = all(root, (n) => n.tagName === "LABEL" && n.getAttribute("for") === id)[0];
  return label ? label.textContent : null;
}

/** Run the listeners of `type` on `node`, as a user's change would. */
export function fire(node, type) {
  for (const listener of node.listeners[type] || []) listener({ target: node });
}
