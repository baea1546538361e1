// The lobby: every variant with its one-line summary and start position; "Play" opens a game page that
// asks the server for a new game with the chosen side and strength.
import './style.css';
import { boardFen, makeBoard } from './board.js';

const list = document.getElementById('variants');
const error = document.getElementById('lobby-error');

function gameAddress(variant) {
  const side = document.getElementById('side').value;
  const level = document.getElementById('level').value;
  const engine = side === 'both' ? 'none' : side === 'white' ? 'black' : 'white';
  return `/game?variant=${encodeURIComponent(variant)}&engine=${engine}&level=${level}`;
}

async function showVariants() {
  let variants;
  try {
    const response = await fetch('/api/variants');
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    variants = await response.json();
  } catch (e) {
    error.textContent = `Cannot load the variants: ${e.message}`;
    error.hidden = false;
    return;
  }
  for (const variant of variants) {
    const item = document.createElement('li');
    item.className = 'variant';
    item.dataset.variant = variant.name;
    const title = document.createElement('h2');
    title.textContent = variant.name;
    const summary = document.createElement('p');
    summary.textContent = variant.summary;
    const diagram = document.createElement('div');
    diagram.className = 'diagram';
    const play = document.createElement('button');
    play.type = 'button';
    play.className = 'play';
    play.textContent = 'Play';
    play.addEventListener('click', () => {
      window.location.href = gameAddress(variant.name);
    });
    const rules = document.createElement('a');
    rules.href = `/rules?variant=${encodeURIComponent(variant.name)}`;
    rules.textContent = 'Rules';
    const links = document.createElement('div');
    links.className = 'links';
    links.append(play, rules);
    item.append(title, diagram, summary, links);
    list.appendChild(item);
    makeBoard(diagram, {
      files: variant.files,
      ranks: variant.ranks,
      ring: variant.ring,
      fen: boardFen(variant.fen),
      viewOnly: true,
      coordinates: false,
    });
  }
}

showVariants();
