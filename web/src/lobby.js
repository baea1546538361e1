// The lobby: every variant with its one-line summary and start position; "Play" opens a game page that
// asks the server for a new game with the chosen side and strength.
import './style.css';
import { boardFen, makeBoard } from './board.js';

const list = document.getElementById('variants');
const error = document.getElementById('lobby-error');

const opponent = document.getElementById('opponent');
const sideChoice = document.getElementById('side');
const levelChoice = document.getElementById('level');
const clockChoice = document.getElementById('clock');

function gameAddress(variant) {
  const level = levelChoice.value;
  // The time control as "minutes+increment", which the game page sends to the server.
  const clock = clockChoice.value ? `&clock=${encodeURIComponent(clockChoice.value)}` : '';
  let side = sideChoice.value;
  if (opponent.value === 'friend') {
    // The server draws a random side itself; "both" makes no sense against a friend elsewhere.
    return `/game?variant=${encodeURIComponent(variant)}&friend=${side === 'both' ? 'random' : side}${clock}`;
  }
  if (side === 'random') side = Math.random() < 0.5 ? 'white' : 'black';
  const engine = side === 'both' ? 'none' : side === 'white' ? 'black' : 'white';
  return `/game?variant=${encodeURIComponent(variant)}&engine=${engine}&level=${level}${clock}`;
}

// Against a friend there is no engine strength and no playing both sides.
function showOptions() {
  const friend = opponent.value === 'friend';
  levelChoice.disabled = friend;
  sideChoice.querySelector('option[value="both"]').disabled = friend;
  if (friend && sideChoice.value === 'both') sideChoice.value = 'white';
}
opponent.addEventListener('change', showOptions);
showOptions();

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

// The conditions picker: orthodox chess under the conditions ticked ("chess+circe+madrasi"). The server
// lists the conditions with their summaries and says whether a combination has a meaning (its rules
// page answers with the reason when it has none).
const conditionList = document.getElementById('conditions');
const conditionFilter = document.getElementById('condition-filter');
const conditionGame = document.getElementById('condition-game');
const playConditions = document.getElementById('play-conditions');
const conditionRules = document.getElementById('condition-rules');
const conditionError = document.getElementById('condition-error');

function chosenGame() {
  const words = [...conditionList.querySelectorAll('input:checked')].map((box) => box.value);
  return words.length ? `chess+${words.join('+')}` : '';
}

async function showChoice() {
  const game = chosenGame();
  conditionGame.textContent = game || 'none ticked';
  conditionRules.href = `/rules?variant=${encodeURIComponent(game || 'chess')}`;
  conditionError.hidden = true;
  playConditions.disabled = true;
  if (!game) return;
  const response = await fetch(`/api/rules/${encodeURIComponent(game)}`);
  if (game !== chosenGame()) return;  // (a later tick has its own answer)
  if (!response.ok) {
    conditionError.textContent = (await response.text()).trim();
    conditionError.hidden = false;
    return;
  }
  playConditions.disabled = false;
}

async function showConditions() {
  let conditions;
  try {
    const response = await fetch('/api/conditions');
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    conditions = await response.json();
  } catch (e) {
    conditionError.textContent = `Cannot load the conditions: ${e.message}`;
    conditionError.hidden = false;
    return;
  }
  for (const condition of conditions) {
    const item = document.createElement('li');
    item.dataset.search = `${condition.word} ${condition.name} ${condition.summary}`.toLowerCase();
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.value = condition.word;
    box.addEventListener('change', showChoice);
    const name = document.createElement('strong');
    name.textContent = condition.name;
    const summary = document.createElement('span');
    summary.className = 'summary';
    summary.textContent = condition.summary ? ` — ${condition.summary}` : '';
    label.append(box, ' ', name, summary);
    const rules = document.createElement('a');
    rules.href = `/rules?variant=${encodeURIComponent(`chess+${condition.word}`)}`;
    rules.textContent = 'rules';
    rules.className = 'condition-rules-link';
    item.append(label, ' ', rules);
    conditionList.appendChild(item);
  }
}

conditionFilter.addEventListener('input', () => {
  const words = conditionFilter.value.toLowerCase().split(/\s+/).filter(Boolean);
  for (const item of conditionList.children)
    item.hidden = !words.every((word) => item.dataset.search.includes(word));
});
playConditions.addEventListener('click', () => {
  const game = chosenGame();
  if (game) window.location.href = gameAddress(game);
});

showConditions();
