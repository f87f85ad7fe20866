// The small part of Markdown that docs/RULES.md uses, read into plain data for the rules
// page: headings, paragraphs, a block quote, lists, tables and code blocks; inline code, bold,
// italics, rule numbers (R4.3, E1) and cards (8♦). Nothing is ever turned into HTML text: the
// page builds elements from this data, so the document cannot inject anything.

export type Span =
  | { readonly t: 'text'; readonly s: string }
  | { readonly t: 'code'; readonly s: string }
  | { readonly t: 'strong'; readonly c: readonly Span[] }
  | { readonly t: 'em'; readonly c: readonly Span[] }
  | { readonly t: 'rule'; readonly id: string }
  | { readonly t: 'card'; readonly card: string };

export type Align = 'left' | 'right' | 'center' | null;

export type Block =
  | { readonly type: 'heading'; readonly level: number; readonly text: string }
  | { readonly type: 'para'; readonly text: string }
  | { readonly type: 'quote'; readonly text: string }
  | { readonly type: 'list'; readonly ordered: boolean; readonly items: readonly string[] }
  | {
      readonly type: 'table';
      readonly head: readonly string[];
      readonly align: readonly Align[];
      readonly rows: readonly (readonly string[])[];
    }
  | { readonly type: 'code'; readonly text: string };

const cells = (line: string): string[] =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

const alignOf = (cell: string): Align => {
  const left = cell.startsWith(':');
  const right = cell.endsWith(':');
  return left && right ? 'center' : right ? 'right' : left ? 'left' : null;
};

const LIST_ITEM = /^(\s*)(?:[-*]|\d+\.)\s+/;

/** The blocks of a Markdown text. */
export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i++;
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1]!.length, text: heading[2]!.trim() });
      i++;
    } else if (line.startsWith('```')) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.startsWith('```')) body.push(lines[i++]!);
      i++;
      blocks.push({ type: 'code', text: body.join('\n') });
    } else if (line.startsWith('>')) {
      const body: string[] = [];
      while (i < lines.length && lines[i]!.startsWith('>'))
        body.push(lines[i++]!.replace(/^>\s?/, ''));
      blocks.push({ type: 'quote', text: body.join(' ').trim() });
    } else if (line.trim().startsWith('|')) {
      const rows: string[][] = [];
      let align: Align[] = [];
      const head = cells(line);
      i++;
      if (i < lines.length && /^\s*\|?[\s:|-]+\|?\s*$/.test(lines[i]!)) {
        align = cells(lines[i]!).map(alignOf);
        i++;
      }
      while (i < lines.length && lines[i]!.trim().startsWith('|')) rows.push(cells(lines[i++]!));
      blocks.push({ type: 'table', head, align, rows });
    } else if (LIST_ITEM.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items: string[] = [];
      while (i < lines.length && lines[i]!.trim() !== '') {
        const l = lines[i]!;
        if (LIST_ITEM.test(l)) items.push(l.replace(LIST_ITEM, ''));
        else if (items.length > 0) items[items.length - 1] += ` ${l.trim()}`;
        i++;
      }
      blocks.push({ type: 'list', ordered, items });
    } else {
      const body: string[] = [];
      while (
        i < lines.length &&
        lines[i]!.trim() !== '' &&
        !/^(#|>|```|\s*\|)/.test(lines[i]!) &&
        !LIST_ITEM.test(lines[i]!)
      )
        body.push(lines[i++]!.trim());
      blocks.push({ type: 'para', text: body.join(' ') });
    }
  }
  return blocks;
}

/** Rule numbers (R4.3, R7, E1) and cards written with a suit sign (10♥, Q♦). */
const PLAIN = /\b(R[1-8](?:\.\d{1,2})?|E[1-9])\b|(?<![\w])(10|[2-9JQKA])([♣♠♥♦])/gu;
const LETTER: Record<string, string> = { '♣': 'C', '♠': 'S', '♥': 'H', '♦': 'D' };

function plain(text: string): Span[] {
  const out: Span[] = [];
  let at = 0;
  for (const m of text.matchAll(PLAIN)) {
    if (m.index > at) out.push({ t: 'text', s: text.slice(at, m.index) });
    if (m[1]) out.push({ t: 'rule', id: m[1] });
    else out.push({ t: 'card', card: `${m[2]}${LETTER[m[3]!]}` });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ t: 'text', s: text.slice(at) });
  return out;
}

const INLINE = /`([^`]+)`|\*\*(.+?)\*\*|\*([^*\s][^*]*?)\*/g;

/** The inline spans of a line of text. */
export function parseInline(text: string): Span[] {
  const out: Span[] = [];
  let at = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > at) out.push(...plain(text.slice(at, m.index)));
    if (m[1] !== undefined) out.push({ t: 'code', s: m[1] });
    else if (m[2] !== undefined) out.push({ t: 'strong', c: parseInline(m[2]) });
    else out.push({ t: 'em', c: parseInline(m[3]!) });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(...plain(text.slice(at)));
  return out;
}

/** The rule numbers named in a text, in order. */
export const rulesIn = (text: string): string[] =>
  [...text.replace(/`[^`]*`/g, '').matchAll(PLAIN)].flatMap((m) => (m[1] ? [m[1]] : []));

/** Where an anchor sits: a block, or one item of a list block. */
export interface Spot {
  readonly block: number;
  readonly item: number | null;
}

/** A spot's title: a heading's text, or the bold words a paragraph or list item opens with. */
function titleOf(text: string): string | null {
  const bold = /^\*\*(.+?)\*\*/.exec(text);
  return bold ? bold[1]! : null;
}

/**
 * Where each rule number gets its anchor. A rule belongs to the heading or bold title that
 * names it first among its numbers ("Taking is a last resort (R8.1)" rather than "Must beat,
 * may take (R4.3, R8.1)"); failing that, to the first title that names it at all; failing
 * that, to the first paragraph, item or row that mentions it (the block quote excepted).
 */
export function anchorsOf(blocks: readonly Block[]): Map<string, Spot> {
  const titles: { spot: Spot; rules: string[] }[] = [];
  const mentions: { spot: Spot; rules: string[] }[] = [];
  blocks.forEach((b, block) => {
    const spot = { block, item: null };
    if (b.type === 'heading') titles.push({ spot, rules: rulesIn(b.text) });
    else if (b.type === 'para') {
      const title = titleOf(b.text);
      if (title) titles.push({ spot, rules: rulesIn(title) });
      mentions.push({ spot, rules: rulesIn(b.text) });
    } else if (b.type === 'list')
      b.items.forEach((text, item) => {
        const title = titleOf(text);
        if (title) titles.push({ spot: { block, item }, rules: rulesIn(title) });
        mentions.push({ spot: { block, item }, rules: rulesIn(text) });
      });
    else if (b.type === 'table')
      for (const row of b.rows) mentions.push({ spot, rules: rulesIn(row.join(' ')) });
  });
  const anchors = new Map<string, Spot>();
  const claim = (list: typeof titles, pick: (rules: string[]) => string[]) => {
    for (const { spot, rules } of list)
      for (const id of pick(rules)) if (!anchors.has(id)) anchors.set(id, spot);
  };
  claim(titles, (rules) => rules.slice(0, 1));
  claim(titles, (rules) => rules);
  claim(mentions, (rules) => rules);
  return anchors;
}

/**
 * A heading's id when it anchors no rule: its words, lower case, joined by dashes, accents
 * dropped ("Wörter auf dieser Seite" -> "worter-auf-dieser-seite"), letters of any language kept.
 */
export const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
