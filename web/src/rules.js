// A variant's rules for people, as `nightrider rules VARIANT --lang L` prints them, in English, French or
// Dutch, set as HTML (rules-format.js); for chess under conditions ("chess+circe"), each condition's
// definition in the same three languages. Under the text, the example boards of the variant's special rules (of
// each condition's, for a game under conditions):
// each a real position and a move that the server plays with the rules core when asked
// (/api/rules-examples/), shown before and after with what the move did drawn on the board, so that a
// picture can never contradict the engine. A condition that shows nothing on a board alone has a note
// saying why instead.
import './style.css';
import { boardFen, effectShapes, makeBoard, toKey } from './board.js';
import { formatRules } from './rules-format.js';

const params = new URLSearchParams(window.location.search);
const variant = params.get('variant') || 'chess';
const lang = params.get('lang') || 'en';
const LANGUAGES = { en: 'English', fr: 'Français', nl: 'Nederlands' };
// The page's own words, in the page's language.
const WORDS = {
  en: {
    rules: 'rules',
    playVariant: 'Play this variant',
    playGame: 'Play this game',
    examples: 'Examples',
    before: 'Before',
    after: 'After',
    engine: 'What the move did',
    colon: ': ',
  },
  fr: {
    rules: 'règles',
    playVariant: 'Jouer cette variante',
    playGame: 'Jouer cette partie',
    examples: 'Exemples',
    before: 'Avant',
    after: 'Après',
    // (The engine's sentence comes in the page's language: src/web/move_words.h.)
    engine: 'Ce que le coup a fait, dans les mots du moteur',
    colon: ' : ',  // (French sets a space before the colon)
  },
  nl: {
    rules: 'regels',
    playVariant: 'Speel deze variant',
    playGame: 'Speel deze partij',
    examples: 'Voorbeelden',
    before: 'Voor',
    after: 'Na',
    engine: 'Wat de zet deed, in de woorden van de engine',
    colon: ': ',
  },
};

function exampleBoard(example, side, label) {
  const figure = document.createElement('figure');
  figure.className = 'example-board';
  const host = document.createElement('div');
  host.className = 'board';
  const caption = document.createElement('figcaption');
  caption.textContent = label;
  figure.append(host, caption);
  // Drawn once the figure is in the page (chessgroundx measures its element).
  return {
    figure,
    draw() {
      const board = makeBoard(host, {
        files: example.files,
        ranks: example.ranks,
        ring: example.ring,
        fen: boardFen(side.fen),
        viewOnly: true,
        coordinates: true,
        lastMove: side.last ? side.last.map(toKey) : undefined,
        // No check highlight: chessgroundx would light the king, and an anti-check is the anti-king's.
      });
      if (side.effects) board.setAutoShapes(effectShapes(side.effects));
    },
  };
}

async function showExamples() {
  const words = WORDS[lang] || WORDS.en;
  const response = await fetch(`/api/rules-examples/${encodeURIComponent(variant)}?lang=${encodeURIComponent(lang)}`);
  if (!response.ok) return;
  const examples = await response.json();
  const box = document.getElementById('examples');
  box.replaceChildren();
  if (examples.length === 0) return;
  const title = document.createElement('h2');
  title.textContent = words.examples;
  box.append(title);
  const pending = [];
  for (const example of examples) {
    if (example.note) {
      // A condition that shows nothing on a board alone: why, instead of an empty section.
      const note = document.createElement('p');
      note.className = 'example-note';
      note.textContent = example.note;
      box.append(note);
      continue;
    }
    const article = document.createElement('article');
    article.className = 'example';
    const heading = document.createElement('h3');
    heading.textContent = example.title;
    const boards = document.createElement('div');
    boards.className = 'example-boards';
    const before = exampleBoard(example, example.before, words.before);
    const after = exampleBoard(example, example.after, `${words.after}${words.colon}${example.move}`);
    boards.append(before.figure, after.figure);
    const caption = document.createElement('p');
    caption.textContent = example.caption;
    const engine = document.createElement('p');
    engine.className = 'example-engine';
    engine.textContent = `${words.engine}${words.colon}${example.text}`;
    article.append(heading, boards, caption, engine);
    box.append(article);
    pending.push(before, after);
  }
  for (const board of pending) board.draw();
  document.body.dataset.examples = String(examples.filter((e) => !e.note).length);
}

async function showRules() {
  const words = WORDS[lang] || WORDS.en;
  document.getElementById('title').textContent = `${variant} — ${words.rules}`;
  document.title = `Nightrider — ${variant} — ${words.rules}`;
  document.documentElement.lang = lang;
  document.getElementById('examples').setAttribute('aria-label', words.examples);
  const play = document.getElementById('play');
  play.href = `/game?variant=${encodeURIComponent(variant)}&engine=black&level=2`;
  play.textContent = variant.includes('+') ? words.playGame : words.playVariant;
  const languages = document.getElementById('languages');
  // (A game under conditions, "chess+circe", has its conditions' definitions in the three languages too.)
  for (const [code, name] of Object.entries(LANGUAGES)) {
    const link = document.createElement('a');
    link.textContent = name;
    link.lang = code;
    link.href = `/rules?variant=${encodeURIComponent(variant)}&lang=${code}`;
    if (code === lang) link.className = 'current';
    languages.append(link);
  }
  const response = await fetch(`/api/rules/${encodeURIComponent(variant)}?lang=${encodeURIComponent(lang)}`);
  const text = await response.text();
  if (!response.ok) {
    const error = document.getElementById('rules-error');
    error.textContent = text.trim();
    error.hidden = false;
    return;
  }
  formatRules(document.getElementById('rules'), text);
  await showExamples();
}

showRules();
