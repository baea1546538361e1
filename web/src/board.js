// The board as chessgroundx draws it, for every variant: 8×8 or 10×10, the piece images, the anti-king
// drawn as an upside-down king, Rococo's immobilizer as its own sign, and square names converted
// between the server's ("a10") and chessgroundx's ("a:").
import { Chessground } from 'chessgroundx';
import 'chessgroundx/assets/chessground.base.css';
import burnett from 'chessgroundx/assets/chessground.cburnett.css?raw';

// chessgroundx names ranks 1–9 by their digit and the tenth ':' (ranks beyond 9 are the next characters).
const RANK_CHARS = '123456789:;<=>?@';

export function toKey(square) {
  const file = square[0];
  const rank = Number(square.slice(1));
  return file + RANK_CHARS[rank - 1];
}

export function fromKey(key) {
  return key[0] + String(RANK_CHARS.indexOf(key[1]) + 1);
}

// The legal moves as chessgroundx's destinations: origin key → destination keys.
export function destinations(legal) {
  const dests = new Map();
  for (const move of legal) {
    const from = toKey(move.from);
    if (!dests.has(from)) dests.set(from, []);
    const list = dests.get(from);
    const to = toKey(move.to);
    if (!list.includes(to)) list.push(to);
  }
  return dests;
}

export function svgData(svg) {
  return `url('data:image/svg+xml;base64,${btoa(svg)}')`;
}

// The immobilizer has no image in the orthodox set: a round sign with a bar, in the side's colour.
function immobilizer(color) {
  const [fill, mark] = color === 'white' ? ['#fff', '#000'] : ['#000', '#fff'];
  return svgData(
    `<svg xmlns="http://www.w3.org/2000/svg" width="45" height="45" viewBox="0 0 45 45">` +
      `<circle cx="22.5" cy="22.5" r="15" fill="${fill}" stroke="#000" stroke-width="1.8"/>` +
      `<rect x="12.5" y="19.5" width="20" height="6" rx="1.5" fill="${mark}"/></svg>`,
  );
}

let piecesStyled = false;

// The cburnett set's images as data URLs, by "kind.colour" ("king.white").
export function pieceImages() {
  const images = {};
  for (const match of burnett.matchAll(/piece\.(\w+)\.(white|black)\s*\{\s*background-image:\s*url\('([^']+)'\)/g)) {
    images[`${match[1]}.${match[2]}`] = match[3];
  }
  return images;
}

// One stylesheet for every variant: chessgroundx names a unit by its FEN letter ("k-piece"), the piece
// set names them by kind ("king"). The anti-king ('a') is the king turned upside down.
export function stylePieces() {
  if (piecesStyled) return;
  piecesStyled = true;
  const images = pieceImages();
  const letters = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' };
  const rules = [];
  for (const color of ['white', 'black']) {
    for (const [kind, letter] of Object.entries(letters)) {
      const image = images[`${kind}.${color}`];
      if (image) rules.push(`.cg-wrap piece.${letter}-piece.${color} { background-image: url('${image}'); }`);
    }
    const king = images[`king.${color}`];
    if (king) {
      const svg = atob(king.slice(king.indexOf(',') + 1));
      const open = svg.indexOf('>') + 1;
      const close = svg.lastIndexOf('</svg>');
      const turned = `${svg.slice(0, open)}<g transform="rotate(180 22.5 22.5)">${svg.slice(open, close)}</g></svg>`;
      rules.push(`.cg-wrap piece.a-piece.${color} { background-image: ${svgData(turned)}; }`);
    }
    rules.push(`.cg-wrap piece.m-piece.${color} { background-image: ${immobilizer(color)}; }`);
  }
  const style = document.createElement('style');
  style.textContent = rules.join('\n');
  document.head.appendChild(style);
}

// The squares as one SVG (chessgroundx's own board image is 8×8 only); Rococo's edge ring, reached only
// by capturing, is drawn greyer.
function boardImage(files, ranks, ring) {
  let squares = '';
  for (let f = 0; f < files; f++) {
    for (let r = 0; r < ranks; r++) {
      const dark = (f + r) % 2 === 0;
      const edge = ring && (f === 0 || r === 0 || f === files - 1 || r === ranks - 1);
      const color = edge ? (dark ? '#a89f8f' : '#d9d3c7') : dark ? '#b58863' : '#f0d9b5';
      squares += `<rect x="${f}" y="${ranks - 1 - r}" width="1" height="1" fill="${color}"/>`;
    }
  }
  return svgData(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${files} ${ranks}" shape-rendering="crispEdges">${squares}</svg>`,
  );
}

// A board in `element` for a variant's size; `options` are chessgroundx's.
export function makeBoard(element, { files, ranks, ring = false, ...options }) {
  stylePieces();
  element.classList.add('cg-board-host');
  element.style.setProperty('--files', files);
  element.style.setProperty('--ranks', ranks);
  element.style.setProperty('--board-image', boardImage(files, ranks, ring));
  return Chessground(element, {
    dimensions: { width: files, height: ranks },
    coordinates: true,
    drawable: EFFECT_DRAWABLE,
    ...options,
  });
}

// The board field of a FEN as chessgroundx reads it: without our attribute markers after a unit's letter
// (src/notation/fen.cpp: '^' uncapturable, as a Ghost's returned unit, '!' kamikaze, '*' royal, '%'
// paralysing, an apostrophe for spent, as a Volage unit that changed sides, ':' ';' '<' '>' walks
// gained), which it would read as units of their own and so shift the rest of the rank. ('~', our
// chameleon, is chessgroundx's promoted mark and harmless.)
export function boardFen(fen) {
  return fen.split(' ')[0].replace(/[\^!*%':;<>]/g, '');
}

// The side effects of the last move as chessgroundx's shapes, drawn over the board in colours apart from
// the last-move highlight: a blue arrow for a unit the move displaced (a magnetic field, Rococo's
// pushes), a yellow one for the unit that swapped places with the mover, a green one for a rebirth, a red
// ring on each square whose unit was taken and a green ring where a unit appeared or changed kind. The
// server lists the effects (`state.effects`) from what the rules recorded; the page only draws them.
const EFFECT_BRUSHES = {
  displace: 'blue',
  swap: 'yellow',
  rebirth: 'green',
  capture: 'capture',
  appear: 'green',
  change: 'green',
};

// chessgroundx's own red is dark enough to pass for brown on the last-move highlight: captures get a
// brighter one of their own.
export const EFFECT_DRAWABLE = {
  brushes: { capture: { key: 'cap', color: '#e0201a', opacity: 0.9, lineWidth: 10 } },
};

export function effectShapes(effects) {
  const shapes = [];
  for (const effect of effects || []) {
    const brush = EFFECT_BRUSHES[effect.kind] || 'blue';
    if (effect.from && effect.to) shapes.push({ orig: toKey(effect.from), dest: toKey(effect.to), brush });
    else if (effect.square || effect.to) shapes.push({ orig: toKey(effect.square || effect.to), brush });
  }
  return shapes;
}
