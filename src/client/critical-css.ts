// Build-time only (vite.config.ts): the CSS the prerendered login page needs for
// its first paint, so `/` can inline it and load the whole sheet without
// holding the paint. A rule stays when one of its selectors names only classes
// the page's markup carries; a custom property stays when a kept rule, an
// inline style or the page's own <style> blocks uses it (directly or through
// another kept property). Everything else waits for the full stylesheet.
import postcss, { type AtRule, type Container, type Rule } from 'postcss';

const CLASS_ATTR = /\sclass="([^"]*)"/g;
const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const VAR_USE = /var\(\s*(--[\w-]+)/g;
/** Conditional blocks whose rules are kept or dropped like top-level ones. */
const NESTING = new Set(['media', 'supports', 'layer', 'container']);

/** Every class name used in the markup. */
export function classesIn(html: string): Set<string> {
  const found = new Set<string>();
  for (const m of html.matchAll(CLASS_ATTR)) for (const c of m[1].split(/\s+/)) if (c) found.add(c);
  return found;
}

/** The selector list with `:is()`/`:where()`/`:not()` arguments set aside: their classes need not all be present. */
function selectorNeeds(selector: string): string[] {
  let plain = '';
  let depth = 0;
  for (const ch of selector) {
    if (ch === '(') depth++;
    if (depth === 0) plain += ch;
    if (ch === ')') depth--;
  }
  return [...plain.matchAll(CLASS_IN_SELECTOR)].map((m) => m[1]);
}

function splitSelectors(selector: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i];
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      out.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  out.push(selector.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

function ruleMatches(rule: Rule, classes: Set<string>): boolean {
  return splitSelectors(rule.selector).some((s) => selectorNeeds(s).every((c) => classes.has(c)));
}

/** Drops rules no element of the page can match, and blocks left empty. */
function pruneRules(container: Container, classes: Set<string>) {
  container.each((node) => {
    if (node.type === 'rule') {
      if (!ruleMatches(node, classes)) node.remove();
    } else if (node.type === 'atrule') {
      const at = node as AtRule;
      if (at.name === 'keyframes' || at.name === 'font-face') return;
      if (NESTING.has(at.name) && at.nodes) {
        pruneRules(at, classes);
        if (at.nodes.length === 0) at.remove();
      }
    }
  });
}

function varsUsedIn(text: string, into: Set<string>) {
  for (const m of text.matchAll(VAR_USE)) into.add(m[1]);
}

/**
 * The part of `css` the page `html` uses. Custom properties are kept only when
 * used, so Mantine's long list of theme variables shrinks to the few the login
 * page reads.
 */
export function criticalCss(css: string, html: string): string {
  const classes = classesIn(html);
  const root = postcss.parse(css);
  pruneRules(root, classes);

  // Custom properties: which are defined where, and which the page reads.
  const defs = new Map<string, string[]>();
  const used = new Set<string>();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) {
      const list = defs.get(decl.prop) ?? [];
      list.push(decl.value);
      defs.set(decl.prop, list);
    } else {
      varsUsedIn(decl.value, used);
    }
  });
  varsUsedIn(html, used);
  // A used property's value can read others.
  const queue = [...used];
  while (queue.length) {
    const name = queue.pop()!;
    for (const value of defs.get(name) ?? []) {
      const more = new Set<string>();
      varsUsedIn(value, more);
      for (const m of more)
        if (!used.has(m)) {
          used.add(m);
          queue.push(m);
        }
    }
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !used.has(decl.prop)) decl.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((at) => {
    if (NESTING.has(at.name) && at.nodes?.length === 0) at.remove();
  });
  // @keyframes the kept rules do not name go too.
  const text = root.toString();
  root.walkAtRules('keyframes', (at) => {
    const uses = text.split(at.params).length - 1;
    if (uses <= 1) at.remove();
  });
  return root.toString();
}
