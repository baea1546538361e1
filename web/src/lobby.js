// The lobby: the seeks of strangers and the games between players going on (live, over the WebSocket:
// the server's lobby messages), then every variant with its one-line summary and start position; "Play"
// opens a game page that asks the server for a new game with the chosen side and strength.
import './style.css';
import { boardFen, makeBoard } from './board.js';
import { NICKNAME_PATTERN, nickname, storeNickname } from './nickname.js';

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
  // Correspondence (days a move) is for games between two players.
  for (const option of clockChoice.querySelectorAll('option.correspondence')) option.disabled = !friend;
  if (!friend && clockChoice.value.startsWith('d')) clockChoice.value = '';
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
  const seekVariant = document.getElementById('seek-variant');
  for (const variant of variants) {
    const option = document.createElement('option');
    option.value = variant.name;
    option.textContent = variant.name;
    seekVariant.append(option);
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
  const seekCondition = document.getElementById('seek-condition');
  for (const condition of conditions) {
    const option = document.createElement('option');
    option.value = condition.word;
    option.textContent = condition.name;
    seekCondition.append(option);
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

// Strangers: the seeks and the games to watch, as the server lists them (one "lobby" message after
// every change), and the seek form. Accepting a seek, or having one's own accepted, opens the game page
// with this browser's seat.
const nicknameField = document.getElementById('nickname');
const seekStatus = document.getElementById('seek-status');
const seekRows = document.getElementById('seeks');
const liveRows = document.getElementById('live-games');
let lobbySocket = null;

nicknameField.value = nickname();
nicknameField.addEventListener('change', () => {
  const value = nicknameField.value.trim();
  if (NICKNAME_PATTERN.test(value)) {
    nicknameField.value = value;
    storeNickname(value);
    seekStatus.textContent = `Your nickname is now ${value}.`;
  } else {
    seekStatus.textContent = 'A nickname is 1 to 20 letters, digits, spaces, - _ or . (no space at either end).';
  }
});

function timeText(entry) {
  if (entry.days) return entry.days === 1 ? '1 day a move' : `${entry.days} days a move`;
  if (entry.clock) return `${entry.clock.minutes}+${entry.clock.increment}`;
  return 'no clock';
}

function cell(content) {
  const td = document.createElement('td');
  if (content instanceof Node) td.append(content);
  else td.textContent = content;
  return td;
}

function sendLobby(message) {
  if (lobbySocket && lobbySocket.readyState === WebSocket.OPEN) lobbySocket.send(JSON.stringify(message));
}

function renderLobby(message) {
  seekRows.replaceChildren();
  for (const seek of message.seeks) {
    const row = document.createElement('tr');
    row.dataset.seek = seek.seek;
    if (seek.mine) row.className = 'mine';
    const button = document.createElement('button');
    button.type = 'button';
    if (seek.mine) {
      button.textContent = 'Withdraw';
      button.setAttribute('aria-label', `Withdraw your seek: ${seek.variant}, ${timeText(seek)}`);
      button.addEventListener('click', () => sendLobby({ type: 'unseek', seek: seek.seek }));
    } else {
      button.textContent = 'Accept';
      button.className = 'play accept';
      button.setAttribute('aria-label', `Accept ${seek.nick}'s seek: ${seek.variant}, ${timeText(seek)}`);
      button.addEventListener('click', () => {
        seekStatus.textContent = `Accepting ${seek.nick}'s seek…`;
        sendLobby({ type: 'accept', seek: seek.seek, nick: nicknameField.value.trim() });
      });
    }
    const plays = seek.colour === 'random' ? 'random' : seek.colour;
    row.append(cell(seek.mine ? `${seek.nick} (you)` : seek.nick), cell(seek.variant), cell(timeText(seek)),
      cell(plays), cell(button));
    seekRows.append(row);
  }
  document.getElementById('no-seeks').hidden = message.seeks.length > 0;
  liveRows.replaceChildren();
  for (const game of message.games) {
    const row = document.createElement('tr');
    row.dataset.game = game.game;
    const watch = document.createElement('a');
    watch.href = `/game?id=${encodeURIComponent(game.game)}`;
    watch.textContent = 'Watch';
    watch.className = 'watch';
    watch.setAttribute('aria-label', `Watch ${game.white || 'White'} against ${game.black || 'Black'}`);
    row.append(cell(game.white || '?'), cell(game.black || '?'), cell(game.variant), cell(timeText(game)),
      cell(String(game.moves)), cell(watch));
    liveRows.append(row);
  }
  document.getElementById('no-live-games').hidden = message.games.length > 0;
  document.body.dataset.seeks = String(message.seeks.length);
  document.body.dataset.liveGames = String(message.games.length);
}

function onLobbyMessage(event) {
  let message;
  try {
    message = JSON.parse(event.data);
  } catch {
    return;
  }
  if (message.type === 'lobby') renderLobby(message);
  else if (message.type === 'seek-posted') seekStatus.textContent = 'Your seek is posted: the game starts when someone accepts it. Keep this page open.';
  else if (message.type === 'error') seekStatus.textContent = message.message;
  else if (message.type === 'matched') {
    seekStatus.textContent = `Playing ${message.opponent} as ${message.colour}…`;
    window.location.href = `/game?id=${encodeURIComponent(message.game)}&seat=${encodeURIComponent(message.seat)}`;
  }
}

function connectLobby() {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  lobbySocket = new WebSocket(`${scheme}://${window.location.host}/ws`);
  lobbySocket.addEventListener('open', () => {
    document.body.dataset.lobby = 'connected';
    sendLobby({ type: 'lobby' });
  });
  lobbySocket.addEventListener('message', onLobbyMessage);
  lobbySocket.addEventListener('close', () => {
    document.body.dataset.lobby = 'closed';
    // A lost connection takes this page's seeks with it (the server withdraws them).
    setTimeout(connectLobby, 1500);
  });
}

document.getElementById('seek-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const nick = nicknameField.value.trim();
  if (!NICKNAME_PATTERN.test(nick)) {
    seekStatus.textContent = 'A nickname is 1 to 20 letters, digits, spaces, - _ or . (no space at either end).';
    return;
  }
  storeNickname(nick);
  const condition = document.getElementById('seek-condition').value;
  const variant = document.getElementById('seek-variant').value + (condition ? `+${condition}` : '');
  const time = document.getElementById('seek-time').value;
  const message = { type: 'seek', variant, colour: document.getElementById('seek-colour').value, nick };
  const clock = /^(\d+)\+(\d+)$/.exec(time);
  if (clock) message.clock = { minutes: Number(clock[1]), increment: Number(clock[2]) };
  const days = /^d(\d+)$/.exec(time);
  if (days) message.days = Number(days[1]);
  sendLobby(message);
});

connectLobby();
