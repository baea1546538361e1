// The game page: one WebSocket to the server, which owns the game. Every state the server sends is
// drawn as it is (board from the FEN, legal moves as from/to pairs, the moves played, the result), so
// whatever a move did beyond its own two squares — magnetic displacements, Rococo's captures — shows up
// without the page knowing the rules. The page only proposes moves; the server validates them.
// In a game between friends the address carries this page's seat token (`seat=`), which the server
// checks on every move; a page without one watches.
import './style.css';
import { boardFen, destinations, effectShapes, fromKey, makeBoard, toKey } from './board.js';
import { nickname } from './nickname.js';

const params = new URLSearchParams(window.location.search);
let gameId = params.get('id');
let state = null;
let board = null;
let boardSize = '';
let flipped = false;
let socket = null;
let errorTimer = null;
// A game between friends: this page's seat token and side (none: a spectator), and, for the player who
// created the game, the other side's invite.
let seatToken = params.get('seat');
let mySeat = null;
let invite = null;

const $ = (id) => document.getElementById(id);

// The clocks as the last state gave them, and when it came: between states the page counts the running
// clock down by itself (the server's times are the ones that count; each state corrects the page's).
let clockShown = null;
// The engine's analysis: wanted (the checkbox), the game it was asked for on this connection, and the
// last report (shown only while it is for the position on the board).
let analysisAskedFor = null;
let analysis = null;
let clockReceived = 0;

// "4:59", "0:09.4" below ten seconds.
function clockText(ms) {
  const clamped = Math.max(0, ms);
  const minutes = Math.floor(clamped / 60000);
  const seconds = Math.floor((clamped % 60000) / 1000);
  if (clamped < 10000) return `0:0${seconds}.${Math.floor((clamped % 1000) / 100)}`;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

function renderClocks() {
  const box = $('clocks');
  const clock = clockShown;
  box.hidden = !clock;
  if (!clock) return;
  const orientation = document.body.dataset.orientation || 'white';
  const sides = { 'clock-top': opposite(orientation), 'clock-bottom': orientation };
  for (const [id, side] of Object.entries(sides)) {
    let left = clock[side];
    const running = clock.running === side;
    if (running) left -= performance.now() - clockReceived;
    const element = $(id);
    element.dataset.side = side;
    element.querySelector('.clock-side').textContent = sideName(side);
    element.querySelector('.clock-time').textContent = clockText(left);
    element.classList.toggle('running', running);
    element.classList.toggle('low', left < 20000);
  }
  document.body.dataset.clockRunning = clock.running || '';
}
setInterval(() => {
  if (clockShown && clockShown.running) renderClocks();
}, 100);

// The side the person plays; with no engine (two people at one board) both, and the board faces White.
function personColor() {
  if (!state) return 'white';
  if (state.friends) return mySeat || 'white';
  return state.engine === 'white' ? 'black' : 'white';
}

function sideName(color) {
  return color === 'white' ? 'White' : 'Black';
}

function gameAddress() {
  return `/game?id=${gameId}${seatToken ? `&seat=${seatToken}` : ''}`;
}

function opposite(color) {
  return color === 'white' ? 'black' : 'white';
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function showError(text) {
  const element = $('error');
  element.textContent = text;
  element.hidden = false;
  clearTimeout(errorTimer);
  errorTimer = setTimeout(() => {
    element.hidden = true;
  }, 6000);
}

function canMove() {
  if (state && state.friends) return !state.result && mySeat === state.turn;
  return state && !state.result && !state.thinking && state.turn !== state.engine;
}

function onBoardMove(orig, dest) {
  const from = fromKey(orig);
  const to = fromKey(dest);
  const candidates = state.legal.filter((m) => m.from === from && m.to === to);
  if (candidates.length === 1) {
    send({ type: 'move', game: gameId, move: candidates[0].uci });
    return;
  }
  if (candidates.length === 0) {
    render();
    return;
  }
  // Several moves between the same squares (a promotion, Rococo's choices of what to take): ask which.
  const choice = $('choice');
  choice.replaceChildren();
  const label = document.createElement('span');
  label.textContent = 'Which move?';
  choice.append(label);
  for (const move of candidates) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = move.san;
    button.addEventListener('click', () => {
      choice.hidden = true;
      send({ type: 'move', game: gameId, move: move.uci });
    });
    choice.append(button);
  }
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.textContent = 'Cancel';
  cancel.addEventListener('click', () => {
    choice.hidden = true;
    render();
  });
  choice.append(cancel);
  choice.hidden = false;
}

function ensureBoard() {
  const size = `${state.files}x${state.ranks}`;
  if (board && boardSize === size) return;
  if (board) board.destroy();
  const element = $('board');
  element.replaceChildren();
  board = makeBoard(element, {
    files: state.files,
    ranks: state.ranks,
    ring: state.ring,
    movable: { free: false, showDests: true, events: { after: onBoardMove } },
    premovable: { enabled: false },
    draggable: { enabled: true },
    animation: { enabled: true, duration: 150 },
  });
  boardSize = size;
}

function renderMoves() {
  const list = $('moves');
  list.replaceChildren();
  for (let i = 0; i < state.moves.length; i += 2) {
    const item = document.createElement('li');
    for (const move of state.moves.slice(i, i + 2)) {
      const span = document.createElement('span');
      span.textContent = move.san;
      item.append(span);
    }
    if (i + 2 >= state.moves.length) item.className = 'last';
    list.append(item);
  }
  list.scrollTop = list.scrollHeight;
}

function statusText() {
  if (state.result) return 'Game over';
  if (state.thinking) return 'Nightrider is thinking…';
  const side = state.turn === 'white' ? 'White' : 'Black';
  let who = '';
  if (state.friends) who = mySeat === state.turn ? ' (you)' : mySeat ? ' (your friend)' : '';
  else if (state.engine !== 'none') who = state.turn === state.engine ? ' (Nightrider)' : ' (you)';
  return `${side} to move${who}${state.check ? ' — check!' : ''}`;
}

function render() {
  if (!state) return;
  ensureBoard();
  const movable = canMove();
  const orientation = flipped ? opposite(personColor()) : personColor();
  board.set({
    fen: boardFen(state.fen),
    turnColor: state.turn,
    orientation,
    lastMove: state.last ? state.last.map(toKey) : undefined,
    check: state.check ? state.turn : false,
    movable: {
      color: state.friends ? mySeat || undefined : state.engine === 'none' ? state.turn : personColor(),
      dests: movable ? destinations(state.legal) : new Map(),
    },
  });
  // What the last move did besides its own step (displacements, captures, swaps, rebirths).
  board.setAutoShapes(effectShapes(state.effects));
  $('choice').hidden = true;
  if (state.friends) {
    // With the players' nicknames when they have given them (the lobby's games, friends who have come).
    const names = state.players || {};
    const opponent = mySeat ? names[opposite(mySeat)] : '';
    if (mySeat) $('title').textContent = `${state.variant} — you play ${mySeat} against ${opponent || 'a friend'}`;
    else if (names.white && names.black) $('title').textContent = `${state.variant} — watching ${names.white} against ${names.black}`;
    else $('title').textContent = `${state.variant} — watching a game between friends`;
  }
  else
    $('title').textContent =
      state.engine === 'none'
        ? `${state.variant} — two players, no engine`
        : `${state.variant} — you play ${personColor()}, engine level ${state.level}`;
  $('rules-link').href = `/rules?variant=${encodeURIComponent(state.variant)}`;
  $('status').textContent = statusText();
  const result = $('result');
  result.hidden = !state.result;
  result.textContent = state.result ? state.result.text : '';
  // What the last two moves did (the person's and the engine's reply), one line each.
  const said = $('said');
  said.replaceChildren();
  for (const move of state.moves.slice(-2)) {
    const line = document.createElement('div');
    line.textContent = move.text;
    said.append(line);
  }
  if (state.moves.length === 0) said.textContent = 'No move yet.';
  $('legend').textContent = state.legend ? `Pieces: ${state.legend}` : '';
  $('takeback').disabled = state.thinking || state.moves.length === 0;
  $('takeback').hidden = Boolean(state.friends);  // the server offers no take-backs between friends
  renderShare();
  $('pgn').href = `/api/games/${state.game}.pgn`;
  renderMoves();
  // For the end-to-end tests and anyone scripting the page: what the page shows.
  window.nightriderState = state;
  document.body.dataset.game = state.game;
  document.body.dataset.ply = String(state.moves.length);
  document.body.dataset.turn = state.turn;
  document.body.dataset.thinking = String(state.thinking);
  document.body.dataset.orientation = orientation;
  document.body.dataset.seat = state.friends ? mySeat || 'spectator' : '';
  renderClocks();
  renderPlayers();
  renderAnalysis();
}

// The players' nicknames in a game between players ("Ann (White) – Bob (Black)"), and a correspondence
// game's deadline: the date and time by which the side to move must move, in the browser's time zone.
function renderPlayers() {
  const players = $('players');
  players.hidden = !state.players;
  if (state.players) {
    const name = (color) => {
      const given = state.players[color] || (state.friends && !state.result ? 'waiting…' : '?');
      return `${given} (${sideName(color)}${mySeat === color ? ', you' : ''})`;
    };
    players.textContent = `${name('white')} – ${name('black')}`;
  }
  const deadline = $('deadline');
  const correspondence = state.correspondence;
  deadline.hidden = !correspondence;
  if (!correspondence) return;
  const days = correspondence.days === 1 ? '1 day' : `${correspondence.days} days`;
  deadline.classList.toggle('running', Boolean(correspondence.running));
  if (!correspondence.running) {
    deadline.textContent = `Correspondence: ${days} a move${state.result ? '' : ' (from White\'s first move on)'}.`;
    return;
  }
  const when = new Date(correspondence.deadline);
  const hours = Math.max(0, Math.floor((correspondence.deadline - Date.now()) / 3600000));
  const left = hours >= 24 ? `${Math.floor(hours / 24)} d ${hours % 24} h left` : `${hours} h left`;
  deadline.textContent = `Correspondence, ${days} a move: ${sideName(correspondence.running)} to move by ${when.toLocaleString()} (${left}).`;
  document.body.dataset.deadline = String(correspondence.deadline);
}

// The analysis toggle: refused by the server to the players of a game between friends, so not offered
// to them; everyone else may turn it on.
function renderAnalysis() {
  const offered = !(state.friends && mySeat);
  $('analysis-box').hidden = !offered;
  if (offered && $('analysis').checked && analysisAskedFor !== state.game) {
    analysisAskedFor = state.game;
    send({ type: 'analysis', game: state.game, on: true });
  }
  const text = $('analysis-text');
  const current = offered && $('analysis').checked && analysis && state && analysis.fen === state.fen;
  text.hidden = !(offered && $('analysis').checked);
  if (!current) {
    text.textContent = state.result ? 'The game is over.' : 'Thinking…';
    return;
  }
  const score = document.createElement('span');
  score.className = 'analysis-score';
  score.textContent = analysis.score;
  const line = document.createElement('span');
  line.className = 'analysis-line';
  line.textContent = `depth ${analysis.depth}: ${analysis.line.join(' ')}`;
  text.replaceChildren(score, line);
  document.body.dataset.analysisDepth = String(analysis.depth);
}

// The links of a game between friends (the invite only for its creator) and who has the game open.
function renderShare() {
  $('share').hidden = !state.friends;
  if (!state.friends) return;
  const origin = window.location.origin;
  $('invite-row').hidden = !invite;
  if (invite) {
    $('invite-side').textContent = sideName(invite.seat);
    $('invite-link').value = `${origin}/game?id=${state.game}&seat=${invite.token}`;
  }
  $('watch-link').value = `${origin}/game?id=${state.game}`;
  const present = state.present || { white: false, black: false, spectators: 0 };
  const seatText = (color) => {
    const here = present[color] ? 'connected' : 'away';
    return `${sideName(color)}${mySeat === color ? ' (you)' : ''}: ${here}`;
  };
  const watchers = present.spectators === 1 ? '1 spectator' : `${present.spectators} spectators`;
  $('present').textContent = `${seatText('white')} · ${seatText('black')} · ${watchers}`;
}

async function copyLink(inputId, button) {
  const input = $(inputId);
  try {
    await navigator.clipboard.writeText(input.value);
  } catch {
    // No clipboard access (a page not served over https or localhost): select it for Ctrl-C.
    input.select();
    document.execCommand('copy');
  }
  button.textContent = 'Copied';
  setTimeout(() => {
    button.textContent = 'Copy';
  }, 1500);
}

function onMessage(event) {
  let message;
  try {
    message = JSON.parse(event.data);
  } catch {
    return;
  }
  if (message.type === 'error') {
    showError(message.message);
    // Refused before any game is shown (a wrong seat link, an unknown game): say so where it stays.
    if (!state) $('status').textContent = message.message;
    render();  // undo a move the board showed but the server refused
    return;
  }
  if (message.type === 'seat') {
    mySeat = message.seat;
    seatToken = message.token || null;
    invite = message.invite || null;
    gameId = message.game;
    // The address keeps this page's seat, so a reload (or a restarted server) seats it again.
    window.history.replaceState(null, '', gameAddress());
    return;
  }
  if (message.type === 'analysis') {
    if (state && message.game === state.game) {
      analysis = message;
      renderAnalysis();
    }
    return;
  }
  if (message.type !== 'state') return;
  state = message;
  clockShown = state.clock;
  clockReceived = performance.now();
  if (gameId !== state.game) {
    gameId = state.game;
    // The address now names the game, so a reload (or a restarted server) rejoins it.
    window.history.replaceState(null, '', gameAddress());
  }
  render();
}

// The lobby's time control, "minutes+increment" in the address, as the "new" message's "clock".
function clockRequest() {
  const match = /^(\d+)\+(\d+)$/.exec(params.get('clock') || '');
  if (match) return { clock: { minutes: Number(match[1]), increment: Number(match[2]) } };
  // Correspondence between friends: "d3", three days a move.
  const days = /^d(\d+)$/.exec(params.get('clock') || '');
  return days ? { days: Number(days[1]) } : {};
}

function connect() {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  socket = new WebSocket(`${scheme}://${window.location.host}/ws`);
  socket.addEventListener('open', () => {
    document.body.dataset.connected = 'true';
    if (gameId) {
      // A player names its seat with this browser's nickname (the server keeps the first name given).
      send(seatToken ? { type: 'join', game: gameId, seat: seatToken, nick: nickname() } : { type: 'join', game: gameId });
    } else if (params.get('variant') && params.get('friend')) {
      send({ type: 'new', variant: params.get('variant'), friend: params.get('friend'), nick: nickname(), ...clockRequest() });
    } else if (params.get('variant')) {
      send({
        type: 'new',
        variant: params.get('variant'),
        engine: params.get('engine') || 'black',
        level: Number(params.get('level') || 2),
        ...clockRequest(),
      });
    } else {
      $('status').textContent = 'No game named: start one from the lobby.';
    }
  });
  socket.addEventListener('message', onMessage);
  socket.addEventListener('close', () => {
    analysisAskedFor = null;  // the next connection asks again
    document.body.dataset.connected = 'false';
    $('status').textContent = 'Connection lost — reconnecting…';
    setTimeout(connect, 1000);
  });
}

$('flip').addEventListener('click', () => {
  flipped = !flipped;
  render();
});
$('takeback').addEventListener('click', () => send({ type: 'takeback', game: gameId }));
$('analysis').addEventListener('change', (event) => {
  const on = event.target.checked;
  analysis = null;
  if (state) {
    analysisAskedFor = on ? state.game : null;
    send({ type: 'analysis', game: state.game, on });
    renderAnalysis();
  }
});
$('copy-invite').addEventListener('click', (event) => copyLink('invite-link', event.currentTarget));
$('copy-watch').addEventListener('click', (event) => copyLink('watch-link', event.currentTarget));
// A link is longer than its field: a click selects it whole.
for (const id of ['invite-link', 'watch-link']) $(id).addEventListener('focus', (event) => event.target.select());
connect();
