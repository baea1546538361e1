// The solver page: a problem in Popeye's input language goes to the server in one "solve" message; the
// server streams the solver's text output back as it is written ("solve-output"), with progress about
// once a second and one "solve-end". The page appends the text as it comes, in Popeye's layout, and
// shows where the solve stands; Cancel asks the server to stop and keeps what was found.
import './style.css';
import { EXAMPLES } from './solve-examples.js';
import { Workbench } from './workbench.js';
import { download, svgDataUrl, svgToPng } from './publish.js';
import { foldAll, renderSolutionTree } from './solution-tree.js';

// The server refuses longer problem texts (src/web/solve_manager.h); checked here to say so at once.
const MAX_PROBLEM_BYTES = 64 * 1024;

const $ = (id) => document.getElementById(id);
const problem = $('problem');
const examples = $('examples');
const solveButton = $('solve');
const cancelButton = $('cancel');
const status = $('status');
const output = $('output');
// Help and series solutions as the search finds them ("solve-found"), until the twin's output comes.
const foundBox = $('found-box');
const found = $('found');

function clearFound() {
  found.textContent = '';
  foundBox.hidden = true;
}
const problemErrors = $('problem-errors');

let socket = null;
// 'idle' (nothing running), 'starting' (sent, not yet acknowledged), 'running', 'cancelling'.
let phase = 'idle';
let timeLimit = 60;
let startedAt = 0;
let lastProgress = null;
let ticker = null;

function send(message) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(message));
  return true;
}

function setPhase(next) {
  phase = next;
  document.body.dataset.solve = next;
  const connected = socket && socket.readyState === WebSocket.OPEN;
  solveButton.disabled = !connected || phase !== 'idle';
  cancelButton.disabled = !connected || (phase !== 'running' && phase !== 'starting');
  if (phase === 'running') {
    clearInterval(ticker);
    ticker = setInterval(showRunning, 250);
  } else if (phase === 'idle') {
    clearInterval(ticker);
    ticker = null;
  }
}

function seconds(value) {
  if (value < 1) return value.toFixed(2);
  return value < 10 ? value.toFixed(1) : value.toFixed(0);
}

function showStatus(text, kind) {
  status.textContent = text;
  status.dataset.kind = kind;
}

function showError(text) {
  const element = $('error');
  element.textContent = text;
  element.hidden = !text;
}

// "Solving… length 5 of 7, first moves 4/30 — 12 s of 60, 23.1 M positions"
function showRunning() {
  if (phase !== 'running' && phase !== 'cancelling') return;
  const elapsed = (performance.now() - startedAt) / 1000;
  const parts = [];
  if (lastProgress) {
    const p = lastProgress;
    let where = `length ${p.depth} of ${p.max_depth}`;
    if (p.first_moves_total > 0) where += `, first moves ${p.first_moves_done}/${p.first_moves_total}`;
    if (p.twin) where = `twin ${p.twin}: ${where}`;
    if (p.problem > 1) where = `problem ${p.problem}, ${where}`;
    parts.push(where);
  }
  let line = `${phase === 'cancelling' ? 'Cancelling' : 'Solving'}…`;
  if (parts.length) line += ` ${parts.join(', ')}`;
  line += ` — ${Math.floor(elapsed)} s of ${timeLimit}`;
  if (lastProgress) line += `, ${(lastProgress.positions / 1e6).toFixed(1)} M positions`;
  showStatus(line, 'running');
}

function addFound(line) {
  foundBox.hidden = false;
  found.append(document.createTextNode(`${line}\n`));
}

function appendOutput(text) {
  // Follow the end of the output while the person has not scrolled up to read.
  const atEnd = window.innerHeight + window.scrollY >= document.body.scrollHeight - 40;
  output.hidden = false;
  output.append(document.createTextNode(text));
  if (atEnd) window.scrollTo(0, document.body.scrollHeight);
}

function addProblemError(text) {
  const item = document.createElement('li');
  item.textContent = text;
  problemErrors.append(item);
  problemErrors.hidden = false;
}

function endText(end) {
  const time = `${seconds(end.elapsed)} s`;
  switch (end.result) {
    case 'finished':
      return `Finished in ${time}: ${end.reason}.`;
    case 'cut short':
      return `Cut short after ${time}: ${end.reason}.`;
    case 'cancelled':
      return `Cancelled after ${time}: the solutions shown are those found so far.`;
    default:
      return `Not solved (${time}): see the errors below.`;
  }
}

function onMessage(message) {
  switch (message.type) {
    case 'solving':
      timeLimit = message.time_limit;
      $('time-limit').textContent = String(timeLimit);
      startedAt = performance.now();
      lastProgress = null;
      setPhase(phase === 'cancelling' ? 'cancelling' : 'running');
      showRunning();
      break;
    case 'solve-output':
      clearFound();  // (the lines found come again in the twin's output, in order)
      appendOutput(message.text);
      break;
    case 'solve-tree':
      trees.push(message);
      break;
    case 'solve-found':
      addFound(message.line);
      break;
    case 'solve-error':
      addProblemError(message.text);
      break;
    case 'solve-progress':
      lastProgress = message;
      showRunning();
      break;
    case 'catalogue':
      workbench.setCatalogue(message);
      break;
    case 'stipulation':
      workbench.onStipulation(message);
      break;
    case 'diagram':
      workbench.onDiagram(message);
      break;
    case 'replay':
      workbench.onReplay(message);
      break;
    case 'solve-end':
      makeLinesClickable();
      showTree();
      $('wb-export-text').disabled = !output.textContent;
      $('wb-export-text').title = output.textContent ? "The solver's output as a text file" : 'Solve the problem first';
      setPhase('idle');
      showStatus(endText(message), message.result);
      status.dataset.result = message.result;
      break;
    case 'error':
      // A refused solve (busy server, too long) leaves nothing running.
      if (phase === 'starting') {
        setPhase('idle');
        showStatus('Not started.', 'refused');
      }
      showError(message.message);
      break;
    default:
      break;
  }
}

// The solution lines of the output, clickable: each replays on the board. A line of a tree (direct play,
// selfmates) is played with the moves of the lines above it that lead to it (its key, the defence it
// answers); a help or series line is whole. The problem is counted by its diagrams, the twin by its label.
function makeLinesClickable() {
  const text = output.textContent;
  output.textContent = '';
  let diagramBorders = 0;
  let twin = '';
  let lastAtDepth = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const end = index === lines.length - 1 ? '' : '\n';
    if (/^\s*\+---a---b/.test(line)) {
      diagramBorders++;
      if (diagramBorders % 2 === 1) {
        twin = '';
        lastAtDepth = [];
      }
    }
    const label = /^\s*(\+?[a-z]\d*\))\s/.exec(line);
    if (label) {
      twin = label[1];
      lastAtDepth = [];
    }
    const numbers = [...line.matchAll(/(\d+)\.(\.\.)?(?=\S)/g)];
    if (!numbers.length || label) {
      output.append(document.createTextNode(`${line}${end}`));
      return;
    }
    const depth = 2 * Number(numbers[0][1]) - (numbers[0][2] ? 0 : 1);
    let chain = [];
    if (numbers.length === 1 && depth > 1) {
      chain = lastAtDepth.slice(1, depth).filter(Boolean);
      lastAtDepth[depth] = line.trim();
      lastAtDepth.length = depth + 1;
    } else if (numbers.length === 1) {
      lastAtDepth = [];
      lastAtDepth[1] = line.trim();
    }
    const element = document.createElement('span');
    element.className = 'solution-line';
    element.tabIndex = 0;
    element.setAttribute('role', 'button');
    element.textContent = line;
    const request = {
      problem: Math.max(1, Math.ceil(diagramBorders / 2)),
      twin,
      line: [...chain, line.trim()].join(' '),
      text: solvedText,
    };
    element.dataset.line = request.line;
    const replay = () => {
      // (One line is marked as replaying, in the text or in the tree.)
      for (const other of document.querySelectorAll('.tree-move.replaying, .solution-line.replaying')) other.classList.remove('replaying');
      element.classList.add('replaying');
      workbench.startReplay(request);
    };
    element.addEventListener('click', replay);
    element.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        replay();
      }
    });
    output.append(element, document.createTextNode(end));
  });
}

let solvedText = '';
// The trees of the solve's battle-play twins ("solve-tree"), shown when it ends.
let trees = [];

function showTree() {
  const box = $('tree-box');
  box.hidden = trees.length === 0;
  renderSolutionTree($('tree'), trees, (request, button) => {
    for (const other of document.querySelectorAll('.tree-move.replaying, .solution-line.replaying')) other.classList.remove('replaying');
    button.classList.add('replaying');
    workbench.startReplay({ ...request, text: solvedText });
  });
}

function startSolve() {
  const text = problem.value;
  solvedText = text;
  showError('');
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_PROBLEM_BYTES) {
    showError(`The problem text is too long (${bytes} bytes, at most ${MAX_PROBLEM_BYTES}).`);
    return;
  }
  output.textContent = '';
  output.hidden = true;
  trees = [];
  $('tree').textContent = '';
  $('tree-box').hidden = true;
  $('wb-export-text').disabled = true;
  clearFound();
  problemErrors.textContent = '';
  problemErrors.hidden = true;
  delete status.dataset.result;
  if (!send({ type: 'solve', text })) return;
  setPhase('starting');
  showStatus('Starting…', 'running');
}

function cancelSolve() {
  if (send({ type: 'cancel' })) setPhase('cancelling');
  showRunning();
}

function connect() {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  socket = new WebSocket(`${scheme}://${window.location.host}/ws`);
  socket.addEventListener('open', () => {
    document.body.dataset.connected = 'true';
    setPhase('idle');
    showStatus('Ready.', 'idle');
    send({ type: 'catalogue' });
    workbench.requestDiagram({ fromText: true });
    // A shared link's problem is solved again as soon as the page can (once: not on a reconnection).
    if (solveOnConnect) {
      solveOnConnect = false;
      startSolve();
    }
  });
  socket.addEventListener('message', (event) => onMessage(JSON.parse(event.data)));
  socket.addEventListener('close', () => {
    // The server stops a solve whose connection went; say so, and reconnect for the next one.
    document.body.dataset.connected = 'false';
    const wasSolving = phase !== 'idle';
    setPhase('idle');
    solveButton.disabled = true;
    showStatus(wasSolving ? 'Connection lost: the solve was stopped. Reconnecting…' : 'Reconnecting…', 'lost');
    setTimeout(connect, 1000);
  });
}

const workbench = new Workbench({ send, text: problem, onProblemText: () => problemTextChanged() });

for (const example of [...EXAMPLES, { name: 'own', label: '— your own problem —' }]) {
  const option = document.createElement('option');
  option.value = example.name;
  option.textContent = example.label;
  examples.append(option);
}
examples.querySelector('option[value="own"]').hidden = true;
const chosen = new URLSearchParams(window.location.search).get('example');
if (EXAMPLES.some((e) => e.name === chosen)) examples.value = chosen;
problem.value = EXAMPLES.find((e) => e.name === examples.value).text;
// A shared link holds the problem's text in its fragment (never sent to the server): #p=BASE64URL(UTF-8).
function encodeProblem(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function decodeProblem(code) {
  const binary = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}
let solveOnConnect = false;
if (window.location.hash.startsWith('#p=')) {
  try {
    problem.value = decodeProblem(window.location.hash.slice(3));
    examples.value = EXAMPLES.some((e) => e.text === problem.value) ? examples.value : 'own';
    solveOnConnect = problem.value.trim() !== '';
  } catch {
    showError('The link does not hold a problem text.');
  }
}
$('share').addEventListener('click', () => {
  const link = `${window.location.origin}/solve#p=${encodeProblem(problem.value)}`;
  window.history.replaceState(null, '', link);
  const field = $('share-link');
  field.value = link;
  field.hidden = false;
  field.select();
  if (navigator.clipboard) navigator.clipboard.writeText(link).catch(() => {});
});
examples.addEventListener('change', () => {
  const example = EXAMPLES.find((e) => e.name === examples.value);
  if (example) problem.value = example.text;
  workbench.requestDiagram({ fromText: true });
});
// Once the text is edited the choice says so, and choosing the example again brings it back.
function problemTextChanged() {
  const example = EXAMPLES.find((e) => e.text === problem.value);
  examples.value = example ? example.name : 'own';
}
problem.addEventListener('input', () => {
  problemTextChanged();
  workbench.textEdited();
});
solveButton.addEventListener('click', startSolve);
// Ctrl+Enter (Cmd+Enter) in the text solves, as in other editors.
problem.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !solveButton.disabled) {
    event.preventDefault();
    startSolve();
  }
});
cancelButton.addEventListener('click', cancelSolve);
$('tree-fold-all').addEventListener('click', () => foldAll($('tree'), true));
$('tree-unfold-all').addEventListener('click', () => foldAll($('tree'), false));

// Publishing: the diagram (SVG, or PNG drawn from the same SVG), the solver's text, a printed page.
const publishFeedback = $('wb-publish-feedback');
$('wb-export-svg').addEventListener('click', () => {
  download(new Blob([workbench.diagramSvg()], { type: 'image/svg+xml' }), 'nightrider-diagram.svg');
});
$('wb-export-png').addEventListener('click', async () => {
  try {
    download(await svgToPng(workbench.diagramSvg(), 2), 'nightrider-diagram.png');
    publishFeedback.textContent = '';
  } catch (e) {
    publishFeedback.textContent = e.message;
  }
});
$('wb-export-text').addEventListener('click', () => {
  download(new Blob([output.textContent], { type: 'text/plain;charset=utf-8' }), 'nightrider-solution.txt');
});
// The printed page: the diagram as published and the solution's text, nothing of the editor. The text's
// own diagrams (the header, the board in characters, the stipulation and conditions under it) are left
// out: the picture shows them.
export function solutionWithoutDiagrams(text) {
  const lines = text.split('\n');
  const drop = new Array(lines.length).fill(false);
  let open = -1;
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*\+---a---b/.test(lines[i])) continue;
    if (open < 0) {
      open = i;
      continue;
    }
    // The board, the stipulation and conditions under it up to a blank line, and above it the blank
    // lines and the centred (indented) lines of the authors and the source.
    let end = i + 1;
    while (end < lines.length && lines[end].trim() !== '') end++;
    let start = open - 1;
    while (start >= 0 && lines[start].trim() === '') start--;
    while (start >= 0 && /^\s+\S/.test(lines[start])) start--;
    for (let k = start + 1; k < end; k++) drop[k] = true;
    open = -1;
  }
  return lines.filter((_, k) => !drop[k]).join('\n').replace(/^\n+/, '');
}

function preparePrint() {
  $('print-diagram').src = svgDataUrl(workbench.diagramSvg());
  $('print-solution').textContent = solutionWithoutDiagrams(output.textContent);
}
window.addEventListener('beforeprint', preparePrint);
$('wb-print').addEventListener('click', () => {
  preparePrint();
  window.print();
});
setPhase('idle');
connect();
