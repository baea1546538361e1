// The solution of battle play (directmates, selfmates, reflexmates) as a tree: keys and tries, threats,
// variations and refutations, each branch folding. Built from the solver's own JSON tree ("solve-tree",
// solver/json_writer: the same nodes the text output prints), never from a reading of the text. Each
// move is a button that replays, on the board, the line from the diagram to it.

// Move numbers as Popeye prints them: depth 1 is the attacker's first move ("1."), 2 the reply ("1...").
function number(depth) {
  const move = Math.ceil(depth / 2);
  return depth % 2 === 1 ? `${move}.` : `${move}...`;
}

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// `trees`: the "solve-tree" messages of a solve; `replay(request, button)`: plays a line on the board.
export function renderSolutionTree(container, trees, replay) {
  container.textContent = '';
  const several = new Set(trees.map((t) => t.problem)).size > 1;
  for (const tree of trees) {
    const section = element('section', 'tree-twin');
    if (several || tree.twin) {  // (a single problem without twins needs no heading)
      const parts = [];
      if (several) parts.push(`Problem ${tree.problem}`);
      if (tree.twin) parts.push(`twin ${tree.twin}${tree.heading ? ` ${tree.heading}` : ''}`);
      const heading = parts.join(', ');
      section.append(element('h3', 'tree-heading', heading[0].toUpperCase() + heading.slice(1)));
    }
    if (tree.omitted) {
      section.append(element('p', 'hint', `${tree.omitted}: see the text below.`));
      container.append(section);
      continue;
    }
    const setPlay = tree.blocks.some((b) => b.set_play);
    for (const block of tree.blocks) {
      // Beside set play, the play itself is titled too.
      const title = block.set_play ? 'Set play' : block.post_key ? 'After the key' : setPlay ? 'Solution' : null;
      if (title) section.append(element('h4', 'tree-block-title', title));
      const list = element('ul', 'tree');
      for (const node of block.moves) {
        const depth = block.set_play ? 2 : 1;
        list.append(renderNode(node, depth, [], { problem: tree.problem, twin: tree.twin || '' }, replay, block));
      }
      section.append(list);
    }
    container.append(section);
  }
}

function kindOf(node, depth, role) {
  if (role === 'threat') return 'threat';
  if (role === 'refutation') return 'refutation';
  if (depth === 1 && node.mark === '!') return 'key';
  if (depth === 1 && node.mark === '?') return 'try';
  return node.side === 'defender' ? 'defence' : 'continuation';
}

const KIND_WORDS = { key: 'key', try: 'try', threat: 'threat', refutation: 'refutation' };

// One move and what hangs under it. `chain`: the moves (with their numbers) from the diagram to its parent.
function renderNode(node, depth, chain, where, replay, block, role = '') {
  const item = element('li', 'tree-node');
  const kind = kindOf(node, depth, role);
  item.dataset.kind = kind;
  const text = node.move ? `${number(depth)}${node.move}${node.mark ? ` ${node.mark}` : ''}` : '';
  const line = node.move ? [...chain, `${number(depth)}${node.move}`] : chain;
  const row = element('div', 'tree-row');
  const children = [];
  for (const threat of node.threat || []) children.push(['threat', threat, depth + 2]);
  for (const reply of node.replies || []) children.push(['', reply, depth + 1]);
  for (const refutation of node.refutations || []) children.push(['refutation', refutation, depth + 1]);
  // A leaf keeps the fold button's room, so that a move's replies stand under it, indented.
  const fold = children.length ? element('button', 'tree-fold') : element('span', 'tree-fold-space');
  if (children.length) {
    fold.type = 'button';
    fold.textContent = '▾';
    fold.setAttribute('aria-expanded', 'true');
    fold.setAttribute('aria-label', `Fold ${text || 'the play after the key'}`);
  }
  row.append(fold);
  if (KIND_WORDS[kind]) row.append(element('span', `tree-kind tree-kind-${kind}`, KIND_WORDS[kind]));
  if (node.move) {
    const move = element('button', 'tree-move', text);
    move.type = 'button';
    move.dataset.line = line.join(' ');
    move.title = `Replay ${line.join(' ')} on the board`;
    move.addEventListener('click', () => replay({ problem: where.problem, twin: where.twin, line: line.join(' ') }, move));
    row.append(move);
  } else {
    row.append(element('span', 'tree-move-none', 'the key played'));
  }
  if (node.zugzwang) row.append(element('span', 'tree-note', 'zugzwang'));
  if (node.refutes) row.append(element('span', 'tree-note', 'refutes'));
  item.append(row);
  if (children.length) {
    const list = element('ul', 'tree');
    for (const [childRole, child, childDepth] of children) {
      list.append(renderNode(child, childDepth, line, where, replay, block, childRole));
    }
    item.append(list);
    fold.addEventListener('click', () => {
      const open = list.hidden;
      list.hidden = !open;
      fold.textContent = open ? '▾' : '▸';
      fold.setAttribute('aria-expanded', String(open));
      fold.setAttribute('aria-label', `${open ? 'Fold' : 'Unfold'} ${text || 'the play after the key'}`);
    });
  }
  return item;
}

// Folds (or unfolds) every branch of the tree under `container`.
export function foldAll(container, folded) {
  for (const fold of container.querySelectorAll('button.tree-fold')) {
    if ((fold.getAttribute('aria-expanded') === 'true') === folded) fold.click();
  }
}
