// The solver page's workbench: a board editor kept in step with the problem's text, and the replay of a
// solution line on the board. The page knows no rules and reads no Popeye: the server reads the text with
// the solver's reader ("diagram"), judges a stipulation ("stipulation"), lists the pieces and conditions
// it knows ("catalogue") and plays a solution line with the solver's own board ("replay"). The page only
// writes the text back from what is on the board and in the fields.
import { dragNewPiece } from 'chessgroundx/drag';
import { effectShapes, fromKey, makeBoard, pieceImages, svgData, toKey } from './board.js';
import { diagramSvg, svgDataUrl } from './publish.js';

const $ = (id) => document.getElementById(id);
const ORTHODOX_ROLES = { K: 'k', Q: 'q', R: 'r', B: 'b', S: 'n', P: 'p' };
const KIND_NAMES = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', S: 'knight', P: 'pawn' };
// The options offered as boxes; any other option the text names is kept as written.
const OPTION_BOXES = ['SetPlay', 'Try', 'Variation', 'NoThreat', 'Duplex', 'HalfDuplex', 'WhiteBegins', 'PostKeyPlay'];
const SQUARES = [];
for (let rank = 8; rank >= 1; rank--) for (const file of 'abcdefgh') SQUARES.push(`${file}${rank}`);

// Roles for the units chessgroundx has no image for (fairy kinds, neutral units, units with attributes):
// each distinct unit gets a spare role and a picture of its own.
const SPARE_ROLES = [];
for (const letter of 'acdefghijlmostuvwxyz') SPARE_ROLES.push(`${letter}-piece`);
for (const letter of 'abcdefghijklmnopqrstuvwxyz') SPARE_ROLES.push(`p${letter}-piece`);

function unitKey(unit) {
  return `${unit.colour}|${unit.kind}|${(unit.attributes || []).join(',')}`;
}

export class Workbench {
  constructor({ send, text, onProblemText }) {
    this.send = send;
    this.text = text;
    this.onProblemText = onProblemText;
    this.units = new Map();  // square → {colour, kind, attributes}
    this.header = { authors: [], origins: [], titles: [] };
    this.extraOptions = [];
    // The twins as a list: each a keyword as written ("Twin", "Zeroposition", …) and what it changes.
    this.twinLines = [];
    this.twins = [];  // the labels and headings of the latest good reading: [{label, heading}]
    this.catalogue = null;
    this.selected = { colour: 'white', kind: 'K' };
    this.requestId = 0;
    this.diagramId = 0;
    this.replay = null;  // {steps, start, index, line, text: the problem text it was asked for}
    this.roles = new Map();  // unit key → role
    this.unitsByRole = new Map();  // "role|color" → unit (without square)
    this.styled = new Set();
    this.style = document.createElement('style');
    document.head.append(this.style);
    this.images = pieceImages();
    this.buildBoard();
    this.bindControls();
  }

  // --- the board ---

  buildBoard() {
    this.board = makeBoard($('wb-board'), {
      files: 8,
      ranks: 8,
      fen: '8/8/8/8/8/8/8/8',
      movable: { free: true, color: 'both', showDests: false },
      draggable: { deleteOnDropOff: true },
      selectable: { enabled: true },
      premovable: { enabled: false },
      highlight: { lastMove: true, check: false },
      animation: { enabled: true, duration: 150 },
      events: {
        change: () => this.onBoardChange(),
        select: (key) => this.onSquareClick(key),
      },
    });
    const element = $('wb-board');
    element.addEventListener('contextmenu', (event) => {
      event.preventDefault();
      if (this.replay) return;
      const key = this.board.getKeyAtDomPos([event.clientX, event.clientY]);
      if (!key) return;
      this.units.delete(fromKey(key));
      this.boardEdited();
    });
  }

  roleFor(unit) {
    const plain = !unit.attributes || unit.attributes.length === 0;
    if (plain && unit.colour !== 'neutral' && ORTHODOX_ROLES[unit.kind]) return ORTHODOX_ROLES[unit.kind];
    const key = unitKey(unit);
    if (!this.roles.has(key)) {
      const used = new Set(this.roles.values());
      const role = SPARE_ROLES.find((r) => !used.has(r.slice(0, -6)));
      if (!role) return null;
      this.roles.set(key, role.slice(0, -6));
      this.stylePicture(role.slice(0, -6), unit);
    }
    return this.roles.get(key);
  }

  // A unit's picture: the orthodox image (turned upside down for the grasshopper and the nightrider, as
  // problem diagrams draw them), or a disc with Popeye's code; a neutral unit half white, half black; a
  // small mark for attributes. The inner markup of a 45×45 SVG; `id` keeps its clip paths apart from
  // those of other units in one document (the published diagram).
  pictureBody(unit, id = '') {
    const imageOf = (colour) => {
      const orthodox = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', S: 'knight', P: 'pawn', G: 'queen', N: 'knight' };
      const name = orthodox[unit.kind];
      const image = name && this.images[`${name}.${colour}`];
      if (!image) return null;
      const svg = atob(image.slice(image.indexOf(',') + 1));
      const body = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
      return unit.kind === 'G' || unit.kind === 'N' ? `<g transform="rotate(180 22.5 22.5)">${body}</g>` : body;
    };
    const disc = (colour) => {
      const [fill, ink] = colour === 'white' ? ['#fff', '#000'] : ['#000', '#fff'];
      const size = unit.kind.length > 1 ? 15 : 20;
      return `<circle cx="22.5" cy="22.5" r="17" fill="${fill}" stroke="#000" stroke-width="1.8"/>` +
        `<text x="22.5" y="${22.5 + size * 0.36}" font-family="sans-serif" font-weight="700" font-size="${size}" ` +
        `text-anchor="middle" fill="${ink}">${unit.kind}</text>`;
    };
    const draw = (colour) => imageOf(colour) || disc(colour);
    let body;
    if (unit.colour === 'neutral') {
      body = `<defs><clipPath id="l${id}"><rect x="0" y="0" width="22.5" height="45"/></clipPath>` +
        `<clipPath id="r${id}"><rect x="22.5" y="0" width="22.5" height="45"/></clipPath></defs>` +
        `<g clip-path="url(#l${id})">${draw('white')}</g><g clip-path="url(#r${id})">${draw('black')}</g>`;
    } else {
      body = draw(unit.colour);
    }
    if (unit.attributes && unit.attributes.length) {
      const letters = unit.attributes.map((a) => a[0]).join('');
      body += `<rect x="27" y="1" width="${6 + 7 * letters.length}" height="12" rx="3" fill="#7a3ccf"/>` +
        `<text x="${30 + 3.5 * letters.length}" y="10.5" font-family="sans-serif" font-size="10" font-weight="700" ` +
        `text-anchor="middle" fill="#fff">${letters}</text>`;
    }
    return body;
  }

  picture(unit) {
    return svgData(`<svg xmlns="http://www.w3.org/2000/svg" width="45" height="45" viewBox="0 0 45 45">${this.pictureBody(unit)}</svg>`);
  }

  stylePicture(letter, unit) {
    const color = unit.colour === 'black' ? 'black' : 'white';
    this.unitsByRole.set(`${letter}|${color}`, unit);
    this.style.textContent += `.cg-wrap piece.${letter}-piece.${color} { background-image: ${this.picture(unit)}; }\n`;
  }

  cgPiece(unit) {
    const letter = this.roleFor(unit);
    if (!letter) return null;
    return { role: `${letter}-piece`, color: unit.colour === 'black' ? 'black' : 'white' };
  }

  unitOfPiece(piece) {
    const letter = piece.role.slice(0, -6);
    const spare = this.unitsByRole.get(`${letter}|${piece.color}`);
    if (spare) return { colour: spare.colour, kind: spare.kind, attributes: [...(spare.attributes || [])] };
    const kind = Object.keys(ORTHODOX_ROLES).find((k) => ORTHODOX_ROLES[k] === letter);
    return { colour: piece.color, kind: kind || '?', attributes: [] };
  }

  draw(units, { lastMove, shapes } = {}) {
    const pieces = new Map();
    for (const [square, unit] of units) {
      const piece = this.cgPiece(unit);
      if (piece) pieces.set(toKey(square), piece);
    }
    this.drawing = true;
    // chessgroundx takes changes: every square whose unit differs, emptied squares as undefined.
    const diff = new Map();
    for (const key of this.board.state.boardState.pieces.keys()) if (!pieces.has(key)) diff.set(key, undefined);
    for (const [key, piece] of pieces) diff.set(key, piece);
    this.board.setPieces(diff);
    this.board.set({ lastMove });
    if (!lastMove) this.board.state.lastMove = undefined;
    this.board.setAutoShapes(shapes || []);
    this.drawing = false;
    this.showUnits(units);
  }

  // The units as words under the board and in data-units (the end-to-end test reads them).
  showUnits(units) {
    $('wb-board').dataset.units = [...units].map(([sq, u]) => `${u.colour[0]}${u.kind}${sq}`).sort().join(' ');
    this.describeBoard(units);
  }

  // The board in words, for screen readers and for the person who edits from the keyboard.
  describeBoard(units) {
    const by = { white: [], black: [], neutral: [] };
    for (const [square, unit] of units) by[unit.colour].push(`${(unit.attributes || []).join(' ')}${unit.attributes && unit.attributes.length ? ' ' : ''}${unit.kind}${square}`);
    const parts = Object.entries(by).filter(([, list]) => list.length).map(([colour, list]) => `${colour} ${list.join(' ')}`);
    $('wb-board-text').textContent = parts.length ? parts.join('; ') : 'empty board';
  }

  onBoardChange() {
    if (this.drawing || this.replay) return;
    const units = new Map();
    for (const [key, piece] of this.board.state.boardState.pieces) {
      const unit = this.unitOfPiece(piece);
      units.set(fromKey(key), unit);
    }
    this.units = units;
    this.boardEdited({ redraw: false });
  }

  onSquareClick(key) {
    if (this.replay || !this.placing) return;
    const square = fromKey(key);
    const current = this.units.get(square);
    const wanted = { colour: this.selected.colour, kind: this.selected.kind, attributes: [...this.selectedAttributes()] };
    if (current && unitKey(current) === unitKey(wanted)) this.units.delete(square);
    else this.units.set(square, wanted);
    this.board.selectSquare(null);
    this.boardEdited();
  }

  selectedAttributes() {
    const chosen = $('wb-attribute').value;
    return chosen ? [chosen] : [];
  }

  // --- the palette and the tools ---

  bindControls() {
    for (const input of document.querySelectorAll('input[name="wb-colour"]')) {
      input.addEventListener('change', () => {
        this.selected.colour = input.value;
        this.placing = false;
        $('wb-palette-hint').textContent = 'Choose a piece, then click squares; or drag it onto the board.';
        this.renderPalette();
      });
    }
    $('wb-attribute').addEventListener('change', () => this.renderPalette());
    $('wb-piece-search').addEventListener('input', () => this.renderPalette());
    $('wb-clear').addEventListener('click', () => this.transform(() => null));
    $('wb-new').addEventListener('click', () => {
      this.endReplay({ redraw: false });
      this.header = { authors: [], origins: [], titles: [] };
      this.extraOptions = [];
      this.twinLines = [];
      this.twins = [];
      this.renderTwins();
      $('wb-stipulation').value = '';
      $('wb-stipulation-verdict').textContent = '';
      $('wb-conditions').textContent = '';
      $('wb-defence').value = '';
      for (const box of document.querySelectorAll('#wb-options input')) box.checked = false;
      this.units = new Map();
      this.boardEdited();
    });
    $('wb-flip').addEventListener('click', () => this.transform((f, r) => [f, 9 - r]));
    $('wb-mirror').addEventListener('click', () => this.transform((f, r) => [9 - f, r]));
    $('wb-swap').addEventListener('click', () => {
      const units = new Map();
      for (const [square, unit] of this.units) {
        const colour = unit.colour === 'white' ? 'black' : unit.colour === 'black' ? 'white' : 'neutral';
        units.set(square, { ...unit, colour });
      }
      this.units = units;
      this.boardEdited();
    });
    $('wb-place').addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      this.placeTyped($('wb-place').value);
    });
    $('wb-stipulation').addEventListener('input', () => {
      this.checkStipulation();
      this.fieldsEdited();
    });
    $('wb-condition-search').addEventListener('input', () => this.renderConditionChoices());
    $('wb-condition-search').addEventListener('keydown', (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        const first = $('wb-condition-choices').querySelector('button');
        if (first) first.click();
      }
    });
    for (const name of OPTION_BOXES) {
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.value = name;
      box.addEventListener('change', () => this.fieldsEdited());
      label.append(box, ` ${name}`);
      $('wb-options').append(label);
    }
    $('wb-defence').addEventListener('input', () => this.fieldsEdited());
    $('wb-fen-export').addEventListener('click', () => {
      $('wb-fen').value = this.forsyth();
      $('wb-fen').select();
    });
    $('wb-fen-import').addEventListener('click', () => this.importForsyth());
    $('wb-fen').addEventListener('keydown', (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        this.importForsyth();
      }
    });
    $('wb-twin-add').addEventListener('click', () => {
      this.twinLines.push({ keyword: 'Twin', body: '' });
      this.renderTwins();
      const inputs = document.querySelectorAll('#wb-twins input');
      inputs[inputs.length - 1].focus();
    });
    $('wb-back').addEventListener('click', () => this.step(-1));
    $('wb-forward').addEventListener('click', () => this.step(1));
    $('wb-edit').addEventListener('click', () => this.endReplay());
    document.addEventListener('keydown', (event) => {
      if (!this.replay) return;
      const target = event.target;
      if (target && (target.tagName === 'TEXTAREA' || target.tagName === 'INPUT' || target.tagName === 'SELECT')) return;
      if (event.key === 'ArrowRight') this.step(1);
      else if (event.key === 'ArrowLeft') this.step(-1);
      else if (event.key === 'Home') this.step(-Infinity);
      else if (event.key === 'End') this.step(Infinity);
      else if (event.key === 'Escape') this.endReplay();
      else return;
      event.preventDefault();
    });
  }

  transform(map) {
    const units = new Map();
    for (const [square, unit] of this.units) {
      const moved = map(square.charCodeAt(0) - 96, Number(square.slice(1)));
      if (moved) units.set(`${String.fromCharCode(96 + moved[0])}${moved[1]}`, unit);
    }
    this.units = units;
    this.boardEdited();
  }

  // "wKe1", "bSc3", "nRh5", "Ke1" (the chosen colour), "GRd1" (a fairy code), "-c3" (take off).
  placeTyped(text) {
    const word = text.trim();
    const off = /^[-x]([a-h][1-8])$/i.exec(word);
    const on = /^([wbn]?)([A-Za-z][A-Za-z0-9]?)([a-h][1-8])$/.exec(word);
    const feedback = $('wb-place-feedback');
    if (off) {
      this.units.delete(off[1].toLowerCase());
    } else if (on) {
      const colour = { w: 'white', b: 'black', n: 'neutral' }[on[1]] || this.selected.colour;
      const kind = on[2].toUpperCase();
      if (!this.catalogue || !this.catalogue.pieces.some((p) => p.code === kind)) {
        feedback.textContent = `The solver has no piece "${kind}".`;
        return;
      }
      this.units.set(on[3], { colour, kind, attributes: this.selectedAttributes() });
    } else {
      feedback.textContent = 'Type a unit and its square (wKe1, bSc3, nRh5, Ke1) or -e1 to take one off.';
      return;
    }
    feedback.textContent = '';
    $('wb-place').value = '';
    this.boardEdited();
  }

  setCatalogue(catalogue) {
    this.catalogue = catalogue;
    const attributes = $('wb-attribute');
    for (const name of catalogue.attributes) {
      const option = document.createElement('option');
      option.value = name;
      option.textContent = name;
      attributes.append(option);
    }
    this.renderPalette();
    this.renderConditionChoices();
  }

  renderPalette() {
    if (!this.catalogue) return;
    const palette = $('wb-palette');
    palette.textContent = '';
    const search = $('wb-piece-search').value.trim().toLowerCase();
    const attributes = this.selectedAttributes();
    let shown = 0;
    for (const piece of this.catalogue.pieces) {
      const orthodox = piece.code in ORTHODOX_ROLES;
      if (!orthodox && search && !piece.code.toLowerCase().startsWith(search) && !piece.name.toLowerCase().includes(search)) continue;
      if (!orthodox && !search && shown >= 30) continue;
      const unit = { colour: this.selected.colour, kind: piece.code, attributes };
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'wb-piece';
      button.dataset.code = piece.code;
      button.title = `${piece.code}: ${piece.name}`;
      button.setAttribute('aria-label', `${piece.code}: ${this.selected.colour} ${piece.name}`);
      button.setAttribute('aria-pressed', String(this.selected.kind === piece.code));
      button.style.backgroundImage = this.picture(unit);
      const code = document.createElement('span');
      code.textContent = piece.code;
      button.append(code);
      button.addEventListener('click', () => {
        this.selected.kind = piece.code;
        this.placing = true;
        this.renderPalette();
        $('wb-palette-hint').textContent = `Click squares to put a ${this.selected.colour} ${piece.name} (${piece.code}); drag it, or right-click a unit to take it off.`;
      });
      button.addEventListener('mousedown', (event) => this.dragFromPalette(unit, event));
      button.addEventListener('touchstart', (event) => this.dragFromPalette(unit, event), { passive: false });
      palette.append(button);
      if (!orthodox) shown++;
    }
    const fairy = this.catalogue.pieces.filter((p) => !(p.code in ORTHODOX_ROLES)).length;
    if (!search && fairy > shown) {
      const more = document.createElement('span');
      more.className = 'hint wb-more';
      more.textContent = `and ${fairy - shown} more fairy pieces: find them by code or name above`;
      palette.append(more);
    }
  }

  dragFromPalette(unit, event) {
    if (this.replay || event.button > 0) return;
    const piece = this.cgPiece(unit);
    if (!piece) return;
    this.selected.kind = unit.kind;
    this.placing = true;
    dragNewPiece(this.board.state, piece, false, event, undefined, true);
  }

  renderConditionChoices() {
    if (!this.catalogue) return;
    const list = $('wb-condition-choices');
    list.textContent = '';
    const search = $('wb-condition-search').value.trim().toLowerCase();
    if (!search) return;
    const matches = this.catalogue.conditions.filter((c) =>
      [c.name, c.fr, c.de].some((n) => n.toLowerCase().includes(search)) || c.summary.toLowerCase().includes(search));
    for (const condition of matches.slice(0, 8)) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'wb-condition-choice';
      const name = document.createElement('strong');
      name.textContent = condition.name;
      const summary = document.createElement('span');
      summary.textContent = condition.summary ? ` — ${condition.summary}` : '';
      button.append(name, summary);
      button.addEventListener('click', () => {
        this.addCondition(condition.name);
        $('wb-condition-search').value = '';
        this.renderConditionChoices();
        this.fieldsEdited();
      });
      list.append(button);
    }
    if (!matches.length) list.textContent = 'No condition of that name.';
  }

  addCondition(line) {
    const item = document.createElement('li');
    const input = document.createElement('input');
    input.type = 'text';
    input.value = line;
    input.className = 'wb-condition';
    input.setAttribute('aria-label', 'Condition and its parameters');
    input.addEventListener('input', () => this.fieldsEdited());
    const summary = this.catalogue && this.catalogue.conditions.find((c) => c.name === line.split(' ')[0]);
    if (summary) input.title = summary.summary;
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.textContent = '×';
    remove.setAttribute('aria-label', `Remove ${line}`);
    remove.addEventListener('click', () => {
      item.remove();
      this.fieldsEdited();
    });
    item.append(input, remove);
    $('wb-conditions').append(item);
  }

  checkStipulation() {
    this.send({ type: 'stipulation', text: $('wb-stipulation').value });
  }

  onStipulation(message) {
    if (message.text !== $('wb-stipulation').value) return;  // an answer to an older text
    const verdict = $('wb-stipulation-verdict');
    verdict.textContent = message.ok ? '✓' : message.error;
    verdict.dataset.ok = String(message.ok);
    $('wb-stipulation').setAttribute('aria-invalid', String(!message.ok));
  }

  // --- text and board in step ---

  boardEdited({ redraw = true } = {}) {
    if (redraw) this.draw(this.units);
    else this.showUnits(this.units);
    this.writeText();
    this.showPreview();
  }

  fieldsEdited() {
    this.writeText();
    this.showPreview();
  }

  // The problem's text from the board and the fields (the twins of the text read last kept as written).
  writeText() {
    const lines = ['BeginProblem'];
    for (const author of this.header.authors) lines.push(`Author ${author}`);
    for (const origin of this.header.origins) lines.push(`Origin ${origin}`);
    for (const title of this.header.titles) lines.push(`Title ${title}`);
    lines.push('Pieces');
    for (const colour of ['white', 'black', 'neutral']) {
      const groups = new Map();
      for (const square of [...SQUARES].reverse()) {
        const unit = this.units.get(square);
        if (!unit || unit.colour !== colour) continue;
        const attributes = (unit.attributes || []).join(' ');
        if (!groups.has(attributes)) groups.set(attributes, []);
        groups.get(attributes).push(`${unit.kind}${square}`);
      }
      for (const [attributes, list] of groups) {
        const name = colour[0].toUpperCase() + colour.slice(1);
        lines.push(`${name}${attributes ? ` ${attributes}` : ''} ${list.join(' ')}`);
      }
    }
    const stipulation = $('wb-stipulation').value.trim();
    if (stipulation) lines.push(`Stipulation ${stipulation}`);
    for (const input of document.querySelectorAll('#wb-conditions input')) {
      if (input.value.trim()) lines.push(`Condition ${input.value.trim()}`);
    }
    const options = [...document.querySelectorAll('#wb-options input:checked')].map((box) => box.value);
    const defence = $('wb-defence').value.trim();
    if (defence) options.push(`Defence ${defence}`);
    options.push(...this.extraOptions);
    if (options.length) lines.push(`Option ${options.join(' ')}`);
    for (const twin of this.twinLines) {
      const body = twin.body.trim();
      if (body || /^(zeroposition|nullstellung)$/i.test(twin.keyword)) lines.push(`${twin.keyword}${body ? ` ${body}` : ''}`);
    }
    lines.push('EndProblem', '');
    this.text.value = lines.join('\n');
    this.onProblemText();
    this.requestDiagram({ fromText: false });
  }

  requestDiagram({ fromText }) {
    this.diagramId = ++this.requestId;
    this.diagramFromText = fromText;
    this.diagramText = this.text.value;
    this.send({ type: 'diagram', text: this.text.value, id: this.diagramId });
  }

  textEdited() {
    clearTimeout(this.textTimer);
    this.textTimer = setTimeout(() => this.requestDiagram({ fromText: true }), 250);
  }

  onDiagram(message) {
    if (message.id === this.fenId) {
      this.onForsyth(message);
      return;
    }
    if (message.id !== this.diagramId) return;
    const verdict = $('wb-text-verdict');
    if (message.error) {
      verdict.textContent = `The solver cannot read this text: ${message.error}`;
      verdict.dataset.ok = 'false';
      return;
    }
    verdict.textContent = '';
    verdict.dataset.ok = 'true';
    this.twins = message.twins;
    this.showTwinLabels();
    this.showPreview();
    if (!this.diagramFromText) return;  // the text was written from the board: nothing to redraw
    // A diagram of the very text a replay started from (typed, then solved and a line clicked before the
    // typing's diagram came back) leaves the replay on the board; any other text ends it.
    const replayGoesOn = this.replay !== null && this.replay.text === this.diagramText;
    if (!replayGoesOn) this.endReplay({ redraw: false });
    this.units = new Map(message.units.map((u) => [u.square, { colour: u.colour, kind: u.kind, attributes: u.attributes }]));
    this.header = { authors: message.authors, origins: message.origins, titles: message.titles };
    $('wb-stipulation').value = message.stipulation;
    this.checkStipulation();
    $('wb-conditions').textContent = '';
    for (const line of message.conditions) this.addCondition(line);
    const known = new Set(OPTION_BOXES);
    this.extraOptions = [];
    $('wb-defence').value = '';
    for (const box of document.querySelectorAll('#wb-options input')) box.checked = false;
    for (const option of message.options) {
      if (known.has(option)) {
        document.querySelector(`#wb-options input[value="${option}"]`).checked = true;
      } else if (option.startsWith('Defence ')) {
        $('wb-defence').value = option.slice(8);
      } else {
        this.extraOptions.push(option);
      }
    }
    // The twins as written, one item per twinning keyword (a twin may go on over several lines), up to
    // the end of the problem in any of Popeye's languages (EndProblem, EndeProblem, FinProbleme,
    // NextProblem, WeiteresProblem, ASuivre).
    const twin = /^[ \t]*(twin|zwilling|jumeau|zeroposition|nullstellung)\b[\s\S]*?(?=^[ \t]*(endp|endep|finp|nextp|weiteresp|asuiv)[a-z]*\b)/im.exec(this.text.value);
    this.twinLines = [];
    if (message.twins.length && twin) {
      for (const raw of twin[0].split('\n')) {
        const start = /^\s*(twin|zwilling|jumeau|zeroposition|nullstellung)\b\s*(.*)$/i.exec(raw);
        if (start) this.twinLines.push({ keyword: start[1], body: start[2].trim() });
        else if (raw.trim() && this.twinLines.length) this.twinLines[this.twinLines.length - 1].body += ` ${raw.trim()}`;
      }
    }
    this.renderTwins();
    if (!replayGoesOn) this.draw(this.units);
    this.showPreview();
  }

  // --- twins ---

  // The twin list: one line per twin, its label and what the reader made of it (its heading) beside it.
  renderTwins() {
    const list = $('wb-twins');
    list.textContent = '';
    this.twinLines.forEach((twin, index) => {
      const item = document.createElement('li');
      const label = document.createElement('span');
      label.className = 'wb-twin-label';
      const keyword = document.createElement('span');
      keyword.className = 'wb-twin-keyword';
      keyword.textContent = twin.keyword;
      const input = document.createElement('input');
      input.type = 'text';
      input.value = twin.body;
      input.className = 'wb-twin';
      input.spellcheck = false;
      input.autocomplete = 'off';
      input.placeholder = 'Move d4 c5, Exchange e1 e8, Remove h5, Add wPc3, Stipulation h#3, Rotate 90…';
      input.addEventListener('input', () => {
        twin.body = input.value;
        this.fieldsEdited();
      });
      const heading = document.createElement('span');
      heading.className = 'wb-twin-heading';
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.textContent = '×';
      remove.className = 'wb-twin-remove';
      remove.addEventListener('click', () => {
        this.twinLines.splice(index, 1);
        this.renderTwins();
        this.fieldsEdited();
      });
      item.append(label, keyword, ' ', input, ' ', heading, remove);
      list.append(item);
    });
    this.showTwinLabels();
  }

  // Each twin line's label and heading as the reader read them: a zero position's line is a) itself (the
  // diagram is not solved), otherwise a) is the diagram and the first line b).
  showTwinLabels() {
    const items = document.querySelectorAll('#wb-twins li');
    const zero = this.twinLines.length && /^(zeroposition|nullstellung)$/i.test(this.twinLines[0].keyword);
    items.forEach((item, index) => {
      const twin = this.twins[zero ? index : index + 1];
      const label = twin ? twin.label : '…';
      item.querySelector('.wb-twin-label').textContent = label;
      item.querySelector('.wb-twin-heading').textContent = twin ? twin.heading : '';
      item.querySelector('input').setAttribute('aria-label', `Twin ${label}: what it changes`);
      item.querySelector('button').setAttribute('aria-label', `Remove twin ${label}`);
    });
  }

  // --- publishing ---

  // The problem as the board and the fields show it, for the published diagram.
  publishedProblem() {
    return {
      units: this.units,
      stipulation: $('wb-stipulation').value.trim(),
      conditions: [...document.querySelectorAll('#wb-conditions input')].map((i) => i.value.trim()).filter(Boolean),
      twins: this.twinLines.length ? this.twins.filter((t) => t.heading) : [],  // (a) is the diagram)
      authors: this.header.authors,
      origins: this.header.origins,
      titles: this.header.titles,
    };
  }

  diagramSvg() {
    return diagramSvg(this.publishedProblem(), (unit, id) => this.pictureBody(unit, id));
  }

  // The small picture of the published diagram in the Publish box, redrawn after each edit.
  showPreview() {
    if (this.previewQueued) return;
    this.previewQueued = true;
    requestAnimationFrame(() => {
      this.previewQueued = false;
      $('wb-diagram-image').src = svgDataUrl(this.diagramSvg());
    });
  }

  // Popeye's Forsyth (the solver reads it: "Forsyth" in a problem): upper case white, lower case black,
  // "=" before a neutral unit, "." before a two-character code.
  forsyth() {
    const ranks = [];
    for (let rank = 8; rank >= 1; rank--) {
      let text = '';
      let empty = 0;
      for (const file of 'abcdefgh') {
        const unit = this.units.get(`${file}${rank}`);
        if (!unit) {
          empty++;
          continue;
        }
        if (empty) text += String(empty);
        empty = 0;
        const code = unit.colour === 'black' ? unit.kind.toLowerCase() : unit.kind;
        text += `${unit.colour === 'neutral' ? '=' : ''}${code.length > 1 ? '.' : ''}${unit.colour === 'neutral' ? code.toLowerCase() : code}`;
      }
      if (empty) text += String(empty);
      ranks.push(text);
    }
    return ranks.join('/');
  }

  importForsyth() {
    const fen = $('wb-fen').value.trim().split(/\s+/)[0] || '';
    this.fenId = ++this.requestId;
    this.send({ type: 'diagram', text: `BeginProblem\nForsyth ${fen}\nStipulation #1\nEndProblem\n`, id: this.fenId });
  }

  onForsyth(message) {
    const feedback = $('wb-fen-feedback');
    if (message.error) {
      feedback.textContent = `Not a position the solver reads: ${message.error}`;
      return;
    }
    feedback.textContent = '';
    this.endReplay({ redraw: false });
    this.units = new Map(message.units.map((u) => [u.square, { colour: u.colour, kind: u.kind, attributes: u.attributes }]));
    this.boardEdited();
  }

  // --- replay ---

  startReplay(request) {
    this.replayId = ++this.requestId;
    // (The text that was solved, when the page says which: the lines are its solution.)
    this.replayText = request.text ?? this.text.value;
    this.send({ type: 'replay', ...request, text: this.replayText, id: this.replayId });
  }

  onReplay(message) {
    if (message.id !== this.replayId) return;
    const status = $('wb-replay-status');
    if (message.error) {
      status.textContent = `This line cannot be replayed: ${message.error}`;
      return;
    }
    this.replay = { start: message.start, steps: message.steps, index: 0, line: message.line, text: this.replayText };
    document.body.dataset.replay = 'on';
    $('wb-replay').hidden = false;
    this.board.set({ movable: { color: undefined }, draggable: { enabled: false } });
    this.showStep();
    $('wb-board').scrollIntoView({ block: 'nearest', behavior: 'instant' });
    $('wb-forward').focus({ preventScroll: true });
  }

  step(delta) {
    if (!this.replay) return;
    const next = Math.max(0, Math.min(this.replay.steps.length, this.replay.index + delta));
    if (next === this.replay.index) return;
    this.replay.index = next;
    this.showStep();
  }

  showStep() {
    const { start, steps, index } = this.replay;
    const position = index === 0 ? start : steps[index - 1];
    const units = new Map(position.units.map((u) => [u.square, u]));
    const step = index === 0 ? null : steps[index - 1];
    this.draw(units, {
      lastMove: step ? [toKey(step.from), toKey(step.to)] : undefined,
      shapes: step ? effectShapes(step.effects) : [],
    });
    const moves = $('wb-replay-moves');
    moves.textContent = '';
    steps.forEach((s, i) => {
      const item = document.createElement('span');
      item.textContent = s.move;
      item.className = i === index - 1 ? 'current' : i < index ? 'played' : '';
      moves.append(item, ' ');
    });
    $('wb-replay-status').textContent = index === 0
      ? `The diagram: ${steps.length} moves to replay (→ or Forward).`
      : `Move ${index} of ${steps.length}: ${step.side} ${step.move}${step.after_pass ? ' (the other side passed)' : ''}.`;
    $('wb-board').dataset.step = String(index);
    $('wb-back').disabled = index === 0;
    $('wb-forward').disabled = index === steps.length;
  }

  endReplay({ redraw = true } = {}) {
    if (!this.replay) return;
    this.replay = null;
    delete document.body.dataset.replay;
    $('wb-replay').hidden = true;
    $('wb-replay-status').textContent = '';
    delete $('wb-board').dataset.step;
    for (const line of document.querySelectorAll('.solution-line.replaying')) line.classList.remove('replaying');
    this.board.set({ movable: { color: 'both' }, draggable: { enabled: true } });
    if (redraw) this.draw(this.units);
  }

  // The board's current units (the diagram being edited).
  describe() {
    return [...this.units].map(([square, unit]) => `${unit.colour[0]}${unit.kind}${square}`).sort().join(' ');
  }
}

export { KIND_NAMES };
