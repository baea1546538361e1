// End-to-end test of the web application in a real browser: Debian's chromium driven by playwright-core
// (no browser download). It starts `nightrider serve` on a free port with a fresh data folder, opens the
// lobby and rules pages (a condition's too, reached from the lobby's picker, with its example board;
// Rose chess's in French, with the engine's sentence in French),
// plays a move by clicking in a game of each variant against the engine and waits for the engine's answer,
// checks a game as Black, take-back, flip, the PGN download and hostile socket messages, a game between friends (two browser contexts through the invite link, a third as
// spectator, one player reloading), the lobby (a seek posted in one browser context, accepted in another,
// both players moving and a third context watching from the lobby's list of games; a correspondence seek
// and its deadline), then kills the server with SIGKILL, restarts it on the same port
// and checks that the open page rejoins the game where it stood and plays on. On the solver page it
// solves an example (the text must be exactly what `nightrider solve` prints), shows a bad problem's
// error line and cancels a long solve; on its workbench it composes a Circe problem with a fairy piece
// on the board, solves it and replays a solution line move by move against the solver's positions; adds
// and removes twins as lines of a list; exports the diagram as SVG (parsed, its units the board's) and PNG,
// the solution as text, and looks at the printed page; shows Armeni's #2 as a tree (key, threat,
// variations, tries and refutations), folds it and replays its nodes; replays a PostKeyPlay solution from
// the position after the key; shows a condition's page in Dutch (Circe's, Series capture's, Alsacien's
// note); and runs axe-core on the lobby, the solver page (composing, solved, replaying), a game page and
// the rules pages (a variant's, a Dutch condition page with examples, one with a note): no serious or
// critical violation.
// Usage: node e2e/run.mjs --binary build/nightrider --static build/web-static [--shots DIR] [--only WORDS]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const binary = option('--binary');
const staticDir = option('--static');
const shots = option('--shots', process.env.NIGHTRIDER_SHOTS || '');
const browserPath = process.env.CHROMIUM || '/usr/bin/chromium';
if (!binary || !staticDir) {
  console.error('usage: node e2e/run.mjs --binary NIGHTRIDER --static DIR [--shots DIR]');
  process.exit(2);
}

const VARIANTS = ['chess', 'antiking1', 'antiking2', 'magnetic', 'antimagnetic', 'rococo'];
const STEP_MS = 30000;
// Popeye's ortho_bs_twin__003 (Myllyniemi), in German: twins that change the stipulation.
const GERMAN_TWINS = `anfangproblem

autor           Matti Myllyniemi
auszeichnung    1. Preis, O. Kaila JT 1967

forderung       #2

steine  weiss   kd3 tf6 la4 sc4 bc6e2e7g5
        schwarz kd5 sh8 bc5c7d4d6e3e6f7g6

option          varianten

zwilling        forderung h#2
zwilling        forderung s#2
zwilling        forderung h=2

endeproblem
`;
// Armeni's position (ortho_bs_ep__001) after its key 1.f2-f4, as a #2 with PostKeyPlay: Black to move.
const AFTER_THE_KEY = 'BeginProblem\nPieces\nWhite Kb6 Rh1 Bh3 Bh4 Sc5 Sg6 Pc4 Pc7 Pe4 Pf4 Pg3\n' +
  'Black Kd6 Rf1 Rf8 Bb5 Pe5 Pe7 Pg4 Pg5\nStipulation #2\nOption PostKeyPlay Variation\nEndProblem\n';
let passed = 0;
let failed = 0;

// --only WORDS runs only the checks whose names contain WORDS (for working on one of them).
const only = option('--only', '');

async function check(name, body) {
  if (only && !name.includes(only)) return;
  const started = Date.now();
  try {
    await body();
    passed++;
    console.log(`ok    ${name} (${Date.now() - started} ms)`);
  } catch (e) {
    failed++;
    // Which of the check's many waits failed: the first line of run.mjs in the stack says.
    const where = String(e.stack || '').match(/e2e\/[\w.-]+\.mjs:(\d+)/);
    console.log(`FAIL  ${name}: ${String(e.message || e).split('\n')[0]}${where ? ` (run.mjs line ${where[1]})` : ''}`);
  }
}

function startServer(dataDir, port) {
  return new Promise((resolve, reject) => {
    const server = spawn(binary, ['serve', '--port', String(port), '--data', dataDir, '--static', staticDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 15000);
    const onData = (chunk) => {
      output += chunk;
      const match = output.match(/http:\/\/localhost:(\d+)\//);
      if (match) {
        clearTimeout(timer);
        resolve({ server, port: Number(match[1]) });
      }
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}): ${output.trim()}`));
    });
  });
}

function killHard(server) {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGKILL');
  });
}

const gameState = (page) => page.evaluate(() => window.nightriderState);

async function waitForPly(page, ply, turn) {
  await page.waitForFunction(
    ([n, side]) => {
      const s = window.nightriderState;
      return s && s.moves.length >= n && !s.thinking && (side === null || s.turn === side);
    },
    [ply, turn],
    { timeout: STEP_MS },
  );
}

// The centre of a square ("e2", "a10") on screen, from the board's box and orientation.
async function squareCentre(page, square) {
  const state = await gameState(page);
  const box = await page.locator('#board cg-board').boundingBox();
  const orientation = await page.evaluate(() => document.body.dataset.orientation);
  let file = square.charCodeAt(0) - 97;
  let rank = Number(square.slice(1)) - 1;
  if (orientation === 'black') {
    file = state.files - 1 - file;
    rank = state.ranks - 1 - rank;
  }
  return {
    x: box.x + ((file + 0.5) * box.width) / state.files,
    y: box.y + ((state.ranks - 1 - rank + 0.5) * box.height) / state.ranks,
  };
}

// Plays, by clicking origin then destination, a legal move that is the only one between its squares.
async function clickAMove(page, prefer = []) {
  const state = await gameState(page);
  const unique = state.legal.filter(
    (m) => state.legal.filter((o) => o.from === m.from && o.to === m.to).length === 1,
  );
  if (unique.length === 0) throw new Error('no legal move to click');
  const move = unique.find((m) => prefer.includes(m.uci)) || unique[Math.floor(unique.length / 2)];
  for (const square of [move.from, move.to]) {
    const { x, y } = await squareCentre(page, square);
    await page.mouse.click(x, y);
  }
  return move;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'nightrider-e2e-'));
  if (shots) mkdirSync(shots, { recursive: true });
  let { server, port } = await startServer(dataDir, 0);
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 1200, height: 820 } });
  const base = `http://localhost:${port}`;
  try {
    await check('lobby lists the six variants', async () => {
      await page.goto(`${base}/`);
      await page.locator('.variant').nth(5).waitFor({ timeout: STEP_MS });
      const names = await page.locator('.variant h2').allTextContents();
      if (JSON.stringify(names) !== JSON.stringify(VARIANTS)) throw new Error(`variants shown: ${names}`);
      const pieces = await page.locator('.variant[data-variant="rococo"] piece:not(.ghost)').count();
      if (pieces !== 32) throw new Error(`the Rococo diagram shows ${pieces} units, not 32`);
      if (shots) await page.screenshot({ path: join(shots, 'lobby.png'), fullPage: true });
    });

    await check('rules pages in three languages', async () => {
      await page.goto(`${base}/`);
      await page.locator('.variant[data-variant="rococo"] a', { hasText: 'Rules' }).click();
      await page.waitForFunction(() => document.getElementById('rules').textContent.startsWith('ROCOCO'), null, {
        timeout: STEP_MS,
      });
      await page.locator('#languages a', { hasText: 'Nederlands' }).click();
      await page.waitForFunction(() => document.getElementById('rules').textContent.length > 500, null, {
        timeout: STEP_MS,
      });
      if (!page.url().includes('lang=nl')) throw new Error(`the Dutch link led to ${page.url()}`);
      // Set as HTML: a title, sections, lists; and Rococo's five example boards, before and after.
      await page.waitForFunction(() => document.body.dataset.examples === '5', null, { timeout: STEP_MS });
      const title = await page.locator('#rules h1').textContent();
      if (!title.startsWith('ROCOCO')) throw new Error(`title ${title}`);
      const sections = await page.locator('#rules h2').allTextContents();
      if (!sections.includes('Kanonpion (P)')) throw new Error(`sections ${sections}`);
      if ((await page.locator('#rules li').count()) < 10) throw new Error('no lists');
      const exampleTitles = await page.locator('.example h3').allTextContents();
      if (exampleTitles[4] !== 'Kanonpion: de sprong') throw new Error(`examples ${exampleTitles}`);
      if ((await page.locator('.example .example-board piece').count()) === 0) throw new Error('the example boards are empty');
      if (shots) await page.screenshot({ path: join(shots, 'rules-rococo-nl.png'), fullPage: true });
      // Magnetic in English: the example's words are the engine's own, and they say what the picture shows.
      await page.goto(`${base}/rules?variant=magnetic&lang=en`);
      await page.waitForFunction(() => document.body.dataset.examples === '1', null, { timeout: STEP_MS });
      const said = await page.locator('.example-engine').textContent();
      if (!said.includes('d7–d5') || !said.includes('b4–a4')) throw new Error(`the engine says ${said}`);
      const units = await page.locator('.example .example-board').nth(1).locator('piece:not(.ghost)').count();
      if (units !== 5) throw new Error(`the after board shows ${units} units`);
      if (shots) await page.screenshot({ path: join(shots, 'rules-magnetic-en.png'), fullPage: true });
    });

    await check('a condition\'s rules page from the lobby\'s picker: its example board, in French', async () => {
      await page.goto(`${base}/`);
      await page.locator('#conditions li').nth(40).waitFor({ timeout: STEP_MS });
      await page.locator('#conditions li', { has: page.locator('input[value="volage"]') }).locator('a.condition-rules-link').click();
      await page.waitForFunction(() => document.body.dataset.examples === '1', null, { timeout: STEP_MS });
      await page.locator('#languages a', { hasText: 'Français' }).click();
      await page.waitForFunction(() => document.body.dataset.examples === '1', null, { timeout: STEP_MS });
      if (!page.url().includes('variant=chess%2Bvolage') || !page.url().includes('lang=fr'))
        throw new Error(`the French link led to ${page.url()}`);
      // The page's own words in French, the example's too.
      const heading = await page.locator('#examples h2').textContent();
      if (heading !== 'Exemples') throw new Error(`the examples' heading is ${heading}`);
      if ((await page.textContent('#play')) !== 'Jouer cette partie') throw new Error('the play link is not in French');
      if (!(await page.textContent('#title')).endsWith('règles')) throw new Error('the title is not in French');
      const exampleTitle = await page.locator('.example h3').textContent();
      if (!exampleTitle.startsWith('Volage : ')) throw new Error(`example ${exampleTitle}`);
      // Nb1-c3 turned the knight black (spent, "n'" in the FEN): the after board has the 32 units, three of
      // them black knights, and the one on c3 is where it went.
      const after = page.locator('.example .example-board').nth(1);
      const units = await after.locator('piece:not(.ghost)').count();
      if (units !== 32) throw new Error(`the after board shows ${units} units`);
      const blackKnights = await after.locator('piece.n-piece.black').count();
      if (blackKnights !== 3) throw new Error(`the after board shows ${blackKnights} black knights`);
      if (shots) await page.screenshot({ path: join(shots, 'rules-volage-fr.png'), fullPage: true });
    });

    await check('a new condition page in French: Rose chess, the rose\'s mate on the first move, told in French', async () => {
      await page.goto(`${base}/rules?variant=chess%2Brose&lang=fr`);
      await page.waitForFunction(() => document.body.dataset.examples === '1', null, { timeout: STEP_MS });
      const exampleTitle = await page.locator('.example h3').textContent();
      if (exampleTitle !== 'Rose : un mat au premier coup') throw new Error(`example ${exampleTitle}`);
      // The engine's sentence in French (src/web/move_words.h), the SAN as the rules write it.
      const said = await page.locator('.example-engine').textContent();
      if (!said.includes('Les Blancs jouent Ne4#') || said.includes('anglais')) throw new Error(`the engine says ${said}`);
      // 1.Ne4#: nothing taken, so the after board still has the 32 units, the white rose no longer on b1.
      const after = page.locator('.example .example-board').nth(1);
      const units = await after.locator('piece:not(.ghost)').count();
      if (units !== 32) throw new Error(`the after board shows ${units} units`);
      if (shots) await page.screenshot({ path: join(shots, 'rules-rose-fr.png'), fullPage: true });
    });

    await check('a condition page in Dutch: Circe\'s definition and example; Series capture\'s; Alsacien says why it has none', async () => {
      await page.goto(`${base}/rules?variant=chess%2Bcirce&lang=nl`);
      await page.waitForFunction(() => document.body.dataset.examples === '1', null, { timeout: STEP_MS });
      const languages = await page.locator('#languages a').allTextContents();
      if (JSON.stringify(languages) !== JSON.stringify(['English', 'Français', 'Nederlands'])) throw new Error(`languages ${languages}`);
      const rules = await page.locator('#rules').textContent();
      if (!rules.includes('Een geslagen stuk, behalve de koning, keert terug naar zijn beginveld'))
        throw new Error(`the definition: ${rules.slice(0, 200)}`);
      if ((await page.locator('#examples h2').textContent()) !== 'Voorbeelden') throw new Error('the heading is not Dutch');
      const exampleTitle = await page.locator('.example h3').textContent();
      if (exampleTitle !== 'Circe: de geslagen eenheid wordt herboren') throw new Error(`example ${exampleTitle}`);
      const said = await page.locator('.example-engine').textContent();
      if (!said.includes('Wit speelt Rxd5 (+bNg8): slaat het zwarte paard op d5; een zwart paard verschijnt op g8'))
        throw new Error(`the engine says ${said}`);
      // Rxd5: the black king, the knight reborn on g8, the rook on d5 and the white king.
      const after = page.locator('.example .example-board').nth(1);
      const units = await after.locator('piece:not(.ghost)').count();
      if (units !== 4) throw new Error(`the after board shows ${units} units`);
      // (chessgroundx draws the rebirth's arrow on the next animation frame.)
      await page.waitForFunction(() => document.querySelectorAll('.example .example-board svg line').length > 0, null, {
        timeout: 5000,
      }).catch(() => {
        throw new Error('the rebirth is not drawn');
      });
      if (shots) await page.screenshot({ path: join(shots, 'rules-circe-nl.png'), fullPage: true });
      // Series capture: the rook that took d5 and went on takes a5 in the same turn.
      await page.goto(`${base}/rules?variant=chess%2Bseriescapture&lang=nl`);
      await page.waitForFunction(() => document.body.dataset.examples === '1', null, { timeout: STEP_MS });
      const seriesTitle = await page.locator('.example h3').textContent();
      if (seriesTitle !== 'Serieslag: een slagzet die doorgaat') throw new Error(`example ${seriesTitle}`);
      // Alsacien alone is chess: a note says so, and there is no board.
      await page.goto(`${base}/rules?variant=chess%2Balsacien&lang=nl`);
      await page.waitForFunction(() => document.body.dataset.examples === '0', null, { timeout: STEP_MS });
      const note = await page.locator('.example-note').textContent();
      if (!note.startsWith('Geen voorbeeld: Alsacien')) throw new Error(`the note: ${note}`);
      if ((await page.locator('.example-board').count()) !== 0) throw new Error('Alsacien shows a board');
    });

    for (const variant of VARIANTS) {
      await check(`${variant}: a clicked move and the engine's answer`, async () => {
        await page.goto(`${base}/`);
        await page.selectOption('#level', '1');
        await page.locator(`.variant[data-variant="${variant}"] .play`).click();
        await page.waitForURL(/\/game\?id=[0-9a-f]{16}$/, { timeout: STEP_MS });
        await waitForPly(page, 0, 'white');
        const before = await gameState(page);
        if (before.variant !== variant) throw new Error(`the page plays ${before.variant}`);
        const move = await clickAMove(page, ['e2e4', 'f3f5', 'e3e5', 'c2c4']);
        await waitForPly(page, 2, 'white');
        const after = await gameState(page);
        if (after.moves[0].uci !== move.uci) throw new Error(`played ${after.moves[0].uci}, clicked ${move.uci}`);
        const shown = await page.locator('#board piece').count();
        if (shown === 0) throw new Error('no pieces on the board');
        if (variant === 'antiking2' && (await page.locator('#board piece.a-piece').count()) !== 2)
          throw new Error('the anti-kings are not drawn');
        const moves = await page.locator('#moves li').count();
        if (moves !== 1) throw new Error(`the move list has ${moves} lines`);
        if (shots) {
          await page.waitForTimeout(400);  // the engine's move is animated
          await page.screenshot({ path: join(shots, `game-${variant}.png`), fullPage: true });
        }
      });
    }

    await check('a game with a clock: both clocks shown, the side to move\'s running', async () => {
      await page.goto(`${base}/`);
      await page.selectOption('#side', 'white');
      await page.selectOption('#level', '1');
      await page.selectOption('#clock', '3+2');
      await page.locator('.variant[data-variant="chess"] .play').click();
      await page.waitForURL(/\/game\?id=[0-9a-f]{16}$/, { timeout: STEP_MS });
      await waitForPly(page, 0, 'white');
      const clockOf = (id) => page.locator(`#${id} .clock-time`).textContent();
      if ((await clockOf('clock-top')) !== '3:00' || (await clockOf('clock-bottom')) !== '3:00')
        throw new Error(`clocks before the first move: ${await clockOf('clock-top')} ${await clockOf('clock-bottom')}`);
      if ((await page.locator('.clock.running').count()) !== 0) throw new Error('a clock runs before 1. e4');
      await clickAMove(page, ['e2e4']);
      await waitForPly(page, 2, 'white');
      // White's clock (the bottom one) runs and counts down on the page between states.
      await page.waitForFunction(() => document.body.dataset.clockRunning === 'white', null, { timeout: STEP_MS });
      if ((await page.locator('#clock-bottom.running').count()) !== 1) throw new Error('White\'s clock is not lit');
      if ((await page.locator('.clock.running').count()) !== 1) throw new Error('not exactly one clock runs');
      const state = await gameState(page);
      // White's first move costs nothing and earns the increment: 182 000 ms, less what has run on White's
      // clock since Black answered (the state shows the running clock live; a loaded machine sends it a
      // millisecond or two later). A charged first move would lose the whole time from the game's start to
      // the click (the page's load and several round trips), far more than 50 ms.
      if (state.clock.initial !== 180000 || state.clock.increment !== 2000 ||
          !(state.clock.white > 181950 && state.clock.white <= 182000))
        throw new Error(`clock ${JSON.stringify(state.clock)}`);
      if (!(state.clock.black > 170000 && state.clock.black <= 182000)) throw new Error(`Black ${state.clock.black}`);
      const first = await clockOf('clock-bottom');
      await page.waitForFunction((t) => document.querySelector('#clock-bottom .clock-time').textContent !== t, first, {
        timeout: 5000,
      });
      if (shots) await page.screenshot({ path: join(shots, 'game-clocks.png'), fullPage: true });
    });

    await check('the analysis toggle: an evaluation and a line, again after each move', async () => {
      await page.goto(`${base}/`);
      await page.selectOption('#side', 'white');
      await page.selectOption('#level', '1');
      await page.selectOption('#clock', '');
      await page.locator('.variant[data-variant="chess"] .play').click();
      await page.waitForURL(/\/game\?id=[0-9a-f]{16}$/, { timeout: STEP_MS });
      await waitForPly(page, 0, 'white');
      if (!(await page.locator('#analysis-text').isHidden())) throw new Error('analysis shown before it is asked');
      await page.check('#analysis');
      const shown = async () => {
        await page.waitForFunction(
          () => {
            const s = window.nightriderState;
            const score = document.querySelector('#analysis-text .analysis-score');
            return s && !s.thinking && score && /^([+-]\d+\.\d\d|(White|Black) mates in \d+)$/.test(score.textContent);
          },
          null,
          { timeout: STEP_MS },
        );
        const line = await page.locator('#analysis-text .analysis-line').textContent();
        const match = /^depth (\d+): (\S+)/.exec(line);
        const state = await gameState(page);
        if (!match || !state.legal.some((m) => m.san === match[2])) throw new Error(`analysis line "${line}"`);
        return line;
      };
      await shown();
      await clickAMove(page, ['e2e4']);
      await waitForPly(page, 2, 'white');
      await shown();  // the position after the engine's reply, analysed in turn
      if (shots) await page.screenshot({ path: join(shots, 'game-analysis.png'), fullPage: true });
      await page.uncheck('#analysis');
      if (!(await page.locator('#analysis-text').isHidden())) throw new Error('analysis still shown when off');
    });

    await check('playing Black: the engine opens and the board faces Black', async () => {
      await page.goto(`${base}/`);
      await page.selectOption('#side', 'black');
      await page.selectOption('#level', '1');
      await page.selectOption('#clock', '');
      await page.locator('.variant[data-variant="antiking1"] .play').click();
      await page.waitForURL(/\/game\?id=[0-9a-f]{16}$/, { timeout: STEP_MS });
      await waitForPly(page, 1, 'black');
      const orientation = await page.evaluate(() => document.body.dataset.orientation);
      if (orientation !== 'black') throw new Error(`the board faces ${orientation}`);
      await clickAMove(page);
      await waitForPly(page, 3, 'black');
    });

    await check('two players at one board: no engine, both sides clicked', async () => {
      await page.goto(`${base}/`);
      await page.selectOption('#side', 'both');
      await page.locator('.variant[data-variant="magnetic"] .play').click();
      await page.waitForURL(/\/game\?id=[0-9a-f]{16}$/, { timeout: STEP_MS });
      await waitForPly(page, 0, 'white');
      // The side effects are drawn: an arrow per displaced unit, a ring on each captured square.
      const shapes = async (kind, count) => {
        await page.waitForFunction(
          ([k, n]) => document.querySelectorAll(`#board svg.cg-shapes ${k}`).length === n,
          [kind, count],
          { timeout: STEP_MS },
        );
      };
      await clickAMove(page, ['e2e4']);
      await waitForPly(page, 1, 'black');
      await shapes('line', 1);  // e7-e5, drawn to the e4 pawn
      await clickAMove(page, ['d7d5']);
      await waitForPly(page, 2, 'white');
      await shapes('line', 2);  // d2-d4, and e5-h5 pushed away by the d5 pawn
      const state = await gameState(page);
      if (state.engine !== 'none') throw new Error(`engine ${state.engine}`);
      if (JSON.stringify(state.effects.map((e) => e.from + e.to)) !== '["d2d4","e5h5"]')
        throw new Error(`effects ${JSON.stringify(state.effects)}`);
      await clickAMove(page, ['e4d5']);
      await waitForPly(page, 3, 'black');
      const capture = await gameState(page);
      if (!capture.effects.some((e) => e.kind === 'capture' && e.square === 'd5'))
        throw new Error(`effects ${JSON.stringify(capture.effects)}`);
      await shapes('circle', capture.effects.filter((e) => !e.from).length);
      if (shots) {
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(shots, 'game-effects-magnetic.png'), fullPage: true });
      }
      await page.click('#takeback');
      await page.waitForFunction(() => window.nightriderState.moves.length === 2, null, { timeout: STEP_MS });
      await shapes('line', 2);
    });

    await check('chess under Circe from the lobby\'s conditions picker: the rebirth drawn', async () => {
      await page.goto(`${base}/`);
      await page.locator('#conditions li').nth(40).waitFor({ timeout: STEP_MS });
      await page.fill('#condition-filter', 'reborn home');
      const shown = await page.locator('#conditions li:not([hidden])').count();
      if (shown < 1) throw new Error('the filter "reborn home" shows no condition');
      await page.fill('#condition-filter', '');
      // A combination without a meaning is refused with its reason, and cannot be played.
      await page.check('#conditions input[value="circe"]');
      await page.check('#conditions input[value="kamikaze"]');
      await page.locator('#condition-error', { hasText: 'cannot be combined' }).waitFor({ timeout: STEP_MS });
      if (!(await page.isDisabled('#play-conditions'))) throw new Error('a refused combination can be played');
      await page.uncheck('#conditions input[value="kamikaze"]');
      await page.waitForFunction(() => !document.getElementById('play-conditions').disabled, null, { timeout: STEP_MS });
      if ((await page.textContent('#condition-game')) !== 'chess+circe') throw new Error('not chess+circe');
      if (shots) await page.screenshot({ path: join(shots, 'lobby-conditions.png'), fullPage: true });
      await page.selectOption('#side', 'both');
      await page.click('#play-conditions');
      await page.waitForURL(/\/game\?id=[0-9a-f]{16}$/, { timeout: STEP_MS });
      await waitForPly(page, 0, 'white');
      await clickAMove(page, ['e2e4']);
      await waitForPly(page, 1, 'black');
      await clickAMove(page, ['d7d5']);
      await waitForPly(page, 2, 'white');
      await clickAMove(page, ['e4d5']);
      await waitForPly(page, 3, 'black');
      const state = await gameState(page);
      if (state.variant !== 'chess+circe') throw new Error(`variant ${state.variant}`);
      if (JSON.stringify(state.effects) !== '[{"from":"d5","kind":"rebirth","to":"d7"}]')
        throw new Error(`effects ${JSON.stringify(state.effects)}`);
      await page.waitForFunction(() => document.querySelectorAll('#board svg.cg-shapes line').length === 1, null, {
        timeout: STEP_MS,
      });
      await page.getByText('a black pawn appears on d7 (Circe rebirth)').waitFor({ timeout: STEP_MS });
      if (shots) {
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(shots, 'game-effects-circe.png'), fullPage: true });
      }
    });

    await check('Rococo at one board: a swap drawn as an arrow', async () => {
      await page.goto(`${base}/`);
      await page.selectOption('#side', 'both');
      await page.selectOption('#clock', '');
      await page.locator('.variant[data-variant="rococo"] .play').click();
      await page.waitForURL(/\/game\?id=[0-9a-f]{16}$/, { timeout: STEP_MS });
      await waitForPly(page, 0, 'white');
      // Six plies to Black's swapper on b9 changing places with the white pawn on b3, sent on a second
      // socket (the swap shares its squares with other moves, which clicking would have to choose from).
      const moves = ['i3i4', 'h8i7', 'e3e4', 'b8c7', 'h3i3', 'b9b3'];
      const errors = await page.evaluate(
        async ([game, list]) => {
          const socket = new WebSocket(`ws://${window.location.host}/ws`);
          const received = [];
          socket.onmessage = (e) => received.push(JSON.parse(e.data));
          await new Promise((resolve) => (socket.onopen = resolve));
          socket.send(JSON.stringify({ type: 'join', game }));
          for (const move of list) socket.send(JSON.stringify({ type: 'move', game, move }));
          const deadline = Date.now() + 10000;
          while (received.length < list.length + 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
          socket.close();
          return received.filter((m) => m.type === 'error').map((m) => m.message);
        },
        [(await gameState(page)).game, moves],
      );
      if (errors.length) throw new Error(`refused: ${errors}`);
      await waitForPly(page, 6, 'white');
      const state = await gameState(page);
      if (state.moves[5].san !== 'R<->b3' || JSON.stringify(state.effects) !== '[{"from":"b3","kind":"swap","to":"b9"}]')
        throw new Error(`${state.moves[5].san}: effects ${JSON.stringify(state.effects)}`);
      if (!state.moves[5].text.includes('the white cannon pawn goes b3–b9 (swapped)'))
        throw new Error(`said: ${state.moves[5].text}`);
      await page.waitForFunction(() => document.querySelectorAll('#board svg.cg-shapes line').length === 1, null, {
        timeout: STEP_MS,
      });
      if (shots) {
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(shots, 'game-effects-rococo.png'), fullPage: true });
      }
    });

    await check('two friends through a shared link, a spectator, a reload', async () => {
      const viewport = { width: 1200, height: 820 };
      const contexts = await Promise.all([0, 1, 2].map(() => browser.newContext({ viewport })));
      try {
        const [host, guest, watcher] = await Promise.all(contexts.map((c) => c.newPage()));
        await host.goto(`${base}/`);
        await host.selectOption('#opponent', 'friend');
        await host.selectOption('#side', 'white');
        await host.locator('.variant[data-variant="chess"] .play').click();
        await host.waitForURL(/\/game\?id=[0-9a-f]{16}&seat=[0-9a-f]{32}$/, { timeout: STEP_MS });
        await waitForPly(host, 0, 'white');
        const inviteLink = await host.locator('#invite-link').inputValue();
        const watchLink = await host.locator('#watch-link').inputValue();
        const hostToken = new URL(host.url()).searchParams.get('seat');
        const inviteToken = new URL(inviteLink).searchParams.get('seat');
        if (!/^[0-9a-f]{32}$/.test(inviteToken || '') || inviteToken === hostToken)
          throw new Error(`invite link ${inviteLink}`);
        if (new URL(watchLink).searchParams.has('seat')) throw new Error(`spectator link ${watchLink}`);
        await guest.goto(inviteLink);
        await watcher.goto(watchLink);
        await waitForPly(guest, 0, 'white');
        await waitForPly(watcher, 0, 'white');
        const seatOf = (p) => p.evaluate(() => document.body.dataset.seat);
        const seats = await Promise.all([host, guest, watcher].map(seatOf));
        if (seats.join() !== 'white,black,spectator') throw new Error(`seats ${seats}`);
        if (!(await guest.locator('#invite-row').isHidden())) throw new Error('the guest is shown an invite');
        // Analysis is for spectators only in a game between friends.
        if (!(await host.locator('#analysis-box').isHidden()) || (await watcher.locator('#analysis-box').isHidden()))
          throw new Error('the analysis toggle is offered to a player or not to the spectator');
        if ((await guest.evaluate(() => document.body.dataset.orientation)) !== 'black')
          throw new Error('the guest board does not face Black');
        // Both players see each other connected, and the spectator.
        await host.waitForFunction(() => /White \(you\): connected · Black: connected · 1 spectator/.test(
          document.getElementById('present').textContent), null, { timeout: STEP_MS });
        if (shots) await host.screenshot({ path: join(shots, 'game-friends.png'), fullPage: true });

        const first = await clickAMove(host, ['e2e4']);
        for (const p of [guest, watcher]) await waitForPly(p, 1, 'black');
        if ((await gameState(watcher)).moves[0].uci !== first.uci) throw new Error('the spectator saw another move');
        // The spectator's clicks move nothing, and the server refuses a move sent anyway.
        for (const square of ['e7', 'e5']) {
          const { x, y } = await squareCentre(watcher, square);
          await watcher.mouse.click(x, y);
        }
        await watcher.waitForTimeout(300);
        if ((await gameState(host)).moves.length !== 1) throw new Error('the spectator moved');
        const refusals = await watcher.evaluate(async ([game, token]) => {
          const socket = new WebSocket(`ws://${window.location.host}/ws`);
          const received = [];
          socket.onmessage = (e) => received.push(JSON.parse(e.data));
          await new Promise((resolve) => (socket.onopen = resolve));
          socket.send(JSON.stringify({ type: 'join', game }));
          socket.send(JSON.stringify({ type: 'move', game, move: 'e7e5' }));
          socket.send(JSON.stringify({ type: 'join', game, seat: token }));
          socket.send(JSON.stringify({ type: 'move', game, move: 'd2d4' }));
          socket.send(JSON.stringify({ type: 'join', game, seat: '0'.repeat(32) }));
          socket.send(JSON.stringify({ type: 'ping' }));
          const deadline = Date.now() + 10000;
          while (!received.some((m) => m.type === 'pong') && Date.now() < deadline)
            await new Promise((r) => setTimeout(r, 50));
          socket.close();
          return received.filter((m) => m.type === 'error').map((m) => m.message);
        }, [(await gameState(host)).game, hostToken]);
        const expected = ['you are watching', 'not your turn', 'this link'];
        if (refusals.length !== 3 || !expected.every((e, i) => refusals[i].startsWith(e)))
          throw new Error(`refusals: ${JSON.stringify(refusals)}`);
        if ((await gameState(host)).moves.length !== 1) throw new Error('a refused move was played');

        await clickAMove(guest, ['e7e5']);
        for (const p of [host, watcher]) await waitForPly(p, 2, 'white');
        // The guest reloads: the same link seats it again and it plays on.
        await guest.reload();
        await waitForPly(guest, 2, 'white');
        await clickAMove(host, ['g1f3']);
        await waitForPly(guest, 3, 'black');
        if ((await seatOf(guest)) !== 'black') throw new Error('the reload lost the seat');
        await clickAMove(guest, ['b8c6']);
        for (const p of [host, watcher]) await waitForPly(p, 4, 'white');
        if (shots) {
          await watcher.waitForTimeout(400);  // the last move is animated
          await watcher.screenshot({ path: join(shots, 'game-friends-spectator.png'), fullPage: true });
        }
        const moves = (await gameState(watcher)).moves.map((m) => m.uci);
        if (moves.length !== 4) throw new Error(`the spectator sees ${moves}`);
        // A link with a seat that is not the game's is refused, and the page says so.
        await watcher.goto(`${watchLink}&seat=${'0'.repeat(32)}`);
        await watcher.waitForFunction(
          () => document.getElementById('status').textContent.includes('is not one of game'),
          null,
          { timeout: STEP_MS },
        );
      } finally {
        await Promise.all(contexts.map((c) => c.close()));
      }
    });

    await check('the lobby: a seek posted in one browser, accepted in another, a spectator sees the moves', async () => {
      const viewport = { width: 1200, height: 900 };
      const contexts = await Promise.all([0, 1, 2].map(() => browser.newContext({ viewport })));
      const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
      const serious = async (p) => {
        await p.evaluate(axeSource);
        return p.evaluate(async () => {
          // eslint-disable-next-line no-undef
          const result = await axe.run(document, { resultTypes: ['violations'] });
          return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
        });
      };
      try {
        const [poster, taker, watcher] = await Promise.all(contexts.map((c) => c.newPage()));
        const open = async (p, nick) => {
          await p.goto(`${base}/`);
          await p.waitForFunction(() => document.body.dataset.lobby === 'connected' && document.body.dataset.seeks !== undefined,
            null, { timeout: STEP_MS });
          await p.locator('#seek-variant option[value="chess"]').waitFor({ state: 'attached', timeout: STEP_MS });
          if (nick) {
            await p.fill('#nickname', nick);
            await p.locator('#nickname').dispatchEvent('change');
          }
        };
        await open(poster, 'Ann');
        await open(taker, 'Bob');
        await open(watcher, '');
        // The nickname is kept in a cookie: Ann's reload shows it again.
        await poster.reload();
        await poster.waitForFunction(() => document.body.dataset.lobby === 'connected', null, { timeout: STEP_MS });
        if ((await poster.inputValue('#nickname')) !== 'Ann') throw new Error('the nickname was not kept');
        const cookies = await contexts[0].cookies();
        if (!cookies.some((c) => c.name === 'nightrider_nick' && c.value === 'Ann')) throw new Error(`cookies ${JSON.stringify(cookies)}`);
        // A guest name is proposed to a browser without one.
        if (!/^Guest \d{4}$/.test(await watcher.inputValue('#nickname'))) throw new Error('no guest name proposed');

        await poster.selectOption('#seek-variant', 'chess');
        await poster.selectOption('#seek-colour', 'white');
        await poster.selectOption('#seek-time', '5+0');
        await poster.click('#post-seek');
        await poster.waitForFunction(() => document.getElementById('seek-status').textContent.startsWith('Your seek is posted'),
          null, { timeout: STEP_MS });
        // The seek appears live in the other browsers, the poster's own marked as such.
        await taker.locator('#seeks tr button.accept').waitFor({ timeout: STEP_MS });
        const row = (await taker.locator('#seeks tr').first().locator('td').allTextContents()).slice(0, 4);
        if (row.join('|') !== 'Ann|chess|5+0|white') throw new Error(`the seek reads ${row.join('|')}`);
        await poster.locator('#seeks tr.mine').waitFor({ timeout: STEP_MS });
        if ((await poster.locator('#seeks tr.mine button').textContent()) !== 'Withdraw') throw new Error('no Withdraw on one\'s own seek');
        await watcher.locator('#seeks tr button.accept').waitFor({ timeout: STEP_MS });
        if (shots) await taker.screenshot({ path: join(shots, 'lobby-seek.png'), fullPage: true });
        const violations = await serious(taker);
        if (violations.length) throw new Error(`axe on the lobby with a seek: ${violations.join('; ')}`);

        // Bob accepts: both pages open the game, each with its own seat.
        await taker.locator('#seeks tr button.accept').click();
        const gameAddress = /\/game\?id=[0-9a-f]{16}&seat=[0-9a-f]{32}$/;
        await Promise.all([poster.waitForURL(gameAddress, { timeout: STEP_MS }), taker.waitForURL(gameAddress, { timeout: STEP_MS })]);
        await waitForPly(poster, 0, 'white');
        await waitForPly(taker, 0, 'white');
        const seats = await Promise.all([poster, taker].map((p) => p.evaluate(() => document.body.dataset.seat)));
        if (seats.join() !== 'white,black') throw new Error(`seats ${seats}`);
        if ((await poster.locator('#players').textContent()) !== 'Ann (White, you) – Bob (Black)')
          throw new Error(`players: ${await poster.locator('#players').textContent()}`);
        if ((await taker.locator('#players').textContent()) !== 'Ann (White) – Bob (Black, you)')
          throw new Error(`players: ${await taker.locator('#players').textContent()}`);
        if (!(await poster.locator('#invite-row').isHidden())) throw new Error('an invite is offered in a lobby game');
        const game = (await gameState(poster)).game;
        if ((await gameState(taker)).game !== game) throw new Error('two games');
        // The seek has left the lobby; the game is listed to watch.
        await watcher.waitForFunction((id) => document.querySelector(`#live-games tr[data-game="${id}"]`), game, { timeout: STEP_MS });
        if ((await watcher.locator('#seeks tr').count()) !== 0) throw new Error('the accepted seek is still listed');
        const live = (await watcher.locator(`#live-games tr[data-game="${game}"] td`).allTextContents()).slice(0, 5);
        if (live.join('|') !== 'Ann|Bob|chess|5+0|0') throw new Error(`the live game reads ${live.join('|')}`);
        if (shots) await watcher.screenshot({ path: join(shots, 'lobby-live.png'), fullPage: true });
        await watcher.locator(`#live-games tr[data-game="${game}"] a.watch`).click();
        await watcher.waitForURL(/\/game\?id=[0-9a-f]{16}$/, { timeout: STEP_MS });
        await waitForPly(watcher, 0, 'white');
        if ((await watcher.evaluate(() => document.body.dataset.seat)) !== 'spectator') throw new Error('the watcher is seated');

        // Both play a move; the spectator sees each.
        const first = await clickAMove(poster, ['e2e4']);
        for (const p of [taker, watcher]) await waitForPly(p, 1, 'black');
        const second = await clickAMove(taker, ['e7e5']);
        for (const p of [poster, watcher]) await waitForPly(p, 2, 'white');
        const seen = (await gameState(watcher)).moves.map((m) => m.uci);
        if (seen.join() !== [first.uci, second.uci].join()) throw new Error(`the spectator sees ${seen}`);
        if ((await watcher.locator('#players').textContent()) !== 'Ann (White) – Bob (Black)')
          throw new Error(`players for the spectator: ${await watcher.locator('#players').textContent()}`);
        if (shots) {
          await watcher.waitForTimeout(400);  // the last move is animated
          await watcher.screenshot({ path: join(shots, 'game-lobby-spectator.png'), fullPage: true });
        }
      } finally {
        await Promise.all(contexts.map((c) => c.close()));
      }
    });

    await check('the lobby: a correspondence seek withdrawn, and one accepted shows its deadline', async () => {
      const contexts = await Promise.all([0, 1].map(() => browser.newContext({ viewport: { width: 1200, height: 900 } })));
      try {
        const [poster, taker] = await Promise.all(contexts.map((c) => c.newPage()));
        for (const p of [poster, taker]) {
          await p.goto(`${base}/`);
          await p.waitForFunction(() => document.body.dataset.lobby === 'connected' && document.body.dataset.seeks !== undefined,
            null, { timeout: STEP_MS });
          await p.locator('#seek-variant option[value="magnetic"]').waitFor({ state: 'attached', timeout: STEP_MS });
        }
        await poster.selectOption('#seek-variant', 'magnetic');
        await poster.selectOption('#seek-colour', 'black');
        await poster.selectOption('#seek-time', 'd3');
        await poster.click('#post-seek');
        await taker.locator('#seeks tr button.accept').waitFor({ timeout: STEP_MS });
        const row = (await taker.locator('#seeks tr td').allTextContents()).slice(1, 4);
        if (row.join('|') !== 'magnetic|3 days a move|black') throw new Error(`the seek reads ${row.join('|')}`);
        // Withdrawn: it leaves the other's list.
        await poster.locator('#seeks tr.mine button').click();
        await taker.waitForFunction(() => document.body.dataset.seeks === '0', null, { timeout: STEP_MS });
        await poster.click('#post-seek');
        await taker.locator('#seeks tr button.accept').waitFor({ timeout: STEP_MS });
        await taker.locator('#seeks tr button.accept').click();
        const gameAddress = /\/game\?id=[0-9a-f]{16}&seat=[0-9a-f]{32}$/;
        await Promise.all([poster.waitForURL(gameAddress, { timeout: STEP_MS }), taker.waitForURL(gameAddress, { timeout: STEP_MS })]);
        await waitForPly(taker, 0, 'white');
        if ((await taker.locator('#deadline').textContent()) !== 'Correspondence: 3 days a move (from White\'s first move on).')
          throw new Error(`deadline: ${await taker.locator('#deadline').textContent()}`);
        const before = Date.now();
        await clickAMove(taker, ['e2e4']);
        await waitForPly(poster, 1, 'black');
        const deadline = Number(await poster.evaluate(() => document.body.dataset.deadline));
        const threeDays = 3 * 24 * 3600 * 1000;
        if (!(deadline >= before + threeDays && deadline <= Date.now() + threeDays)) throw new Error(`deadline ${deadline}`);
        if (!/^Correspondence, 3 days a move: Black to move by .* \(2 d 23 h left\)\.$/.test(await poster.locator('#deadline').textContent()))
          throw new Error(`deadline: ${await poster.locator('#deadline').textContent()}`);
        if (shots) await poster.screenshot({ path: join(shots, 'game-correspondence.png'), fullPage: true });
      } finally {
        await Promise.all(contexts.map((c) => c.close()));
      }
    });

    await check('take back, flip and PGN download', async () => {
      await page.goto(`${base}/`);
      await page.selectOption('#level', '1');
      await page.locator('.variant[data-variant="rococo"] .play').click();
      await page.waitForURL(/\/game\?id=[0-9a-f]{16}$/, { timeout: STEP_MS });
      await waitForPly(page, 0, 'white');
      await clickAMove(page);
      await waitForPly(page, 2, 'white');
      const state = await gameState(page);
      await page.click('#takeback');
      await page.waitForFunction(() => window.nightriderState.moves.length === 0, null, { timeout: STEP_MS });
      await page.click('#flip');
      const orientation = await page.evaluate(() => document.body.dataset.orientation);
      if (orientation !== 'black') throw new Error(`flipped board faces ${orientation}`);
      await page.click('#flip');
      const response = await page.request.get(`${base}/api/games/${state.game}.pgn`);
      const text = await response.text();
      if (!response.ok() || !text.includes('[Variant "rococo"]')) throw new Error(`PGN: ${text.slice(0, 80)}`);
    });

    await check('hostile messages on a real socket: one error each, the connection goes on', async () => {
      const replies = await page.evaluate(async (game) => {
        const socket = new WebSocket(`ws://${window.location.host}/ws`);
        const received = [];
        socket.onmessage = (e) => received.push(JSON.parse(e.data));
        await new Promise((resolve) => (socket.onopen = resolve));
        const messages = [
          'not json',
          JSON.stringify({ type: 'launch' }),
          JSON.stringify({ type: 'join', game }),
          JSON.stringify({ type: 'move', game, move: 'a1a9' }),
          JSON.stringify({ type: 'move', game: 'fedcba9876543210', move: 'e2e4' }),
          'x'.repeat(5000),
          new Uint8Array([1, 2, 3]),
          JSON.stringify({ type: 'ping' }),
        ];
        for (const m of messages) socket.send(m);
        const deadline = Date.now() + 10000;
        while (received.length < messages.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        socket.close();
        return received.map((m) => m.type + (m.message ? `: ${m.message}` : ''));
      }, (await gameState(page)).game);
      const expected = ['error: bad JSON', 'error: unknown message type', 'state', 'error: illegal move',
        'error: game fedcba9876543210 is not', 'error: message too long', 'error: binary messages', 'pong'];
      if (replies.length !== expected.length || !expected.every((e, i) => replies[i].startsWith(e)))
        throw new Error(`replies: ${JSON.stringify(replies)}`);
    });

    await check('a frame over 1 MiB closes only its own connection', async () => {
      const code = await page.evaluate(async () => {
        const socket = new WebSocket(`ws://${window.location.host}/ws`);
        await new Promise((resolve) => (socket.onopen = resolve));
        const closed = new Promise((resolve) => (socket.onclose = (e) => resolve(e.code)));
        socket.send('x'.repeat(2 * 1024 * 1024));
        return closed;
      });
      // 1009 (message too big) from Beast, or 1006 when the browser is still sending as the server closes.
      if (code !== 1009 && code !== 1006) throw new Error(`closed with code ${code}`);
      const response = await page.request.get(`${base}/api/variants`);
      if (!response.ok()) throw new Error('the server stopped answering');
    });

    await check('solver page: the examples solved as `nightrider solve` prints them', async () => {
      await page.goto(`${base}/`);
      await page.locator('header a', { hasText: 'Problem solver' }).click();
      await page.waitForURL(/\/solve$/, { timeout: STEP_MS });
      await page.waitForFunction(() => document.body.dataset.connected === 'true', null, { timeout: STEP_MS });
      // Every quick example; Armeni's #2 last, for the screenshot.
      for (const example of ['lins', 'deichelbohrer', 'armeni']) {
        await page.selectOption('#examples', example);
        const text = await page.inputValue('#problem');
        await page.click('#solve');
        await page.waitForFunction(() => document.getElementById('status').dataset.result === 'finished', null, {
          timeout: STEP_MS,
        });
        const shown = await page.locator('#output').textContent();
        const solved = spawnSync(binary, ['solve', '-q', '-'], { input: text, encoding: 'utf8' });
        if (solved.status !== 0 || shown !== solved.stdout)
          throw new Error(
            `${example}: the page shows ${JSON.stringify(shown.slice(-200))}, ` +
              `the solver ${JSON.stringify(solved.stdout.slice(-200))}`,
          );
      }
      const shown = await page.locator('#output').textContent();
      if (!shown.includes('\n   1.f2-f4 ! threat:\n')) throw new Error('the key 1.f2-f4 ! is missing');
      const status = await page.locator('#status').textContent();
      if (!/^Finished in [0-9.]+ s: solution finished\.$/.test(status)) throw new Error(`status: ${status}`);
      if (shots) await page.screenshot({ path: join(shots, 'solve.png'), fullPage: true });
      // The game page links to the solver too.
      await page.goto(`${base}/game?variant=chess&engine=none`);
      await page.locator('header a', { hasText: 'Problem solver' }).waitFor({ timeout: STEP_MS });
    });

    await check("solver page: a bad problem shows the solver's error line", async () => {
      await page.goto(`${base}/solve`);
      await page.waitForFunction(() => document.body.dataset.connected === 'true', null, { timeout: STEP_MS });
      await page.fill('#problem', 'BeginProblem\nPieces White Kz9\nStipulation #2\nEndProblem\n');
      if ((await page.inputValue('#examples')) !== 'own') throw new Error('the choice does not say "your own problem"');
      await page.press('#problem', 'Control+Enter');
      await page.waitForFunction(() => document.getElementById('status').dataset.result === 'failed', null, {
        timeout: STEP_MS,
      });
      const errors = await page.locator('#problem-errors li').allTextContents();
      if (JSON.stringify(errors) !== JSON.stringify(['error: problem:2:15: square "z9" is off the board in "Kz9"']))
        throw new Error(`errors shown: ${JSON.stringify(errors)}`);
      if (shots) await page.screenshot({ path: join(shots, 'solve-error.png'), fullPage: true });
    });

    await check('solver page: a long solve cancelled stops at once', async () => {
      await page.goto(`${base}/solve?example=long`);
      await page.waitForFunction(() => document.body.dataset.connected === 'true', null, { timeout: STEP_MS });
      await page.click('#solve');
      // The diagram comes first, then progress once a second.
      await page.waitForFunction(() => document.getElementById('output').textContent.includes('#7'), null, {
        timeout: STEP_MS,
      });
      await page.waitForFunction(
        () => document.getElementById('status').textContent.startsWith('Solving… length 7 of 7, first moves'),
        null,
        { timeout: STEP_MS },
      );
      if (shots) await page.screenshot({ path: join(shots, 'solve-running.png'), fullPage: true });
      const clicked = Date.now();
      await page.click('#cancel');
      await page.waitForFunction(() => document.getElementById('status').dataset.result === 'cancelled', null, {
        timeout: 5000,
      });
      if (Date.now() - clicked > 3000) throw new Error(`the solve took ${Date.now() - clicked} ms to stop`);
      const status = await page.locator('#status').textContent();
      if (!/^Cancelled after [0-9.]+ s: the solutions shown are those found so far\.$/.test(status))
        throw new Error(`status: ${status}`);
      const shown = await page.locator('#output').textContent();
      if (!shown.includes('solving cut short (solving interrupted): solutions may be missing.'))
        throw new Error(`output: ${shown.slice(-200)}`);
      if (!(await page.isEnabled('#solve')) || (await page.isEnabled('#cancel')))
        throw new Error('the buttons did not come back');
      if (shots) await page.screenshot({ path: join(shots, 'solve-cancelled.png'), fullPage: true });
    });

    await check('solver socket: a second solve, a 70 kB solve refused; cancel ends the first', async () => {
      const longText = await page.evaluate(() => document.getElementById('problem').value);
      const replies = await page.evaluate(async (text) => {
        const socket = new WebSocket(`ws://${window.location.host}/ws`);
        const received = [];
        socket.onmessage = (e) => received.push(JSON.parse(e.data));
        await new Promise((resolve) => (socket.onopen = resolve));
        const waitFor = async (type) => {
          const deadline = Date.now() + 10000;
          while (!received.some((m) => m.type === type) && Date.now() < deadline)
            await new Promise((r) => setTimeout(r, 20));
        };
        socket.send(JSON.stringify({ type: 'solve', text }));
        await waitFor('solving');
        socket.send(JSON.stringify({ type: 'solve', text }));
        socket.send(JSON.stringify({ type: 'solve', text: 'x'.repeat(70000) }));
        socket.send(JSON.stringify({ type: 'cancel' }));
        await waitFor('solve-end');
        socket.send(JSON.stringify({ type: 'ping' }));
        await waitFor('pong');
        socket.close();
        return received
          .filter((m) => m.type !== 'solve-output' && m.type !== 'solve-progress')
          .map((m) => m.type + (m.message ? `: ${m.message}` : '') + (m.result ? `: ${m.result}` : ''));
      }, longText);
      const expected = ['solving', 'error: a solve is already running on this page', 'error: message too long',
        'solve-end: cancelled', 'pong'];
      if (replies.length !== expected.length || !expected.every((e, i) => replies[i].startsWith(e)))
        throw new Error(`replies: ${JSON.stringify(replies)}`);
    });

    await check('solver workbench: a Circe problem with a fairy piece composed on the board, solved and replayed', async () => {
      await page.goto(`${base}/solve`);
      await page.waitForFunction(() => document.body.dataset.connected === 'true', null, { timeout: STEP_MS });
      await page.locator('.wb-piece[data-code="G"]').waitFor({ timeout: STEP_MS });
      await page.click('#wb-new');
      // (The board's box is read at each use: the page may have scrolled.)
      const centre = async (square) => {
        const box = await page.locator('#wb-board').boundingBox();
        return {
          x: box.x + (('abcdefgh'.indexOf(square[0]) + 0.5) * box.width) / 8,
          y: box.y + ((8 - Number(square[1]) + 0.5) * box.height) / 8,
        };
      };
      const clickSquare = async (square, options) => {
        const { x, y } = await centre(square);
        await page.mouse.click(x, y, options);
      };
      const units = () => page.getAttribute('#wb-board', 'data-units');
      const expectUnits = async (wanted, what) => {
        await page.waitForFunction((w) => document.getElementById('wb-board').dataset.units === w, wanted, {
          timeout: STEP_MS,
        }).catch(async () => {
          throw new Error(`${what}: the board holds ${await units()}, not ${wanted}`);
        });
      };
      // Orthodox units from the palette by clicking squares, the grasshopper found by its name and dragged
      // on, a neutral rook typed from the keyboard.
      const put = async (colour, code, squares) => {
        await page.check(`input[name="wb-colour"][value="${colour}"]`);
        await page.click(`.wb-piece[data-code="${code}"]`);
        for (const square of squares) await clickSquare(square);
      };
      await put('white', 'K', ['b1']);
      await put('white', 'S', ['d4', 'a8']);
      await page.click('.wb-piece[data-code="S"]');
      await clickSquare('a8');  // the same unit again takes it off
      await put('black', 'K', ['e8']);
      await put('black', 'P', ['e7', 'd7']);
      await page.check('input[name="wb-colour"][value="white"]');
      await page.fill('#wb-piece-search', 'grasshopper');
      await page.locator('#wb-board').scrollIntoViewIfNeeded();
      const grasshopper = await page.locator('.wb-piece[data-code="G"]').boundingBox();
      const d1 = await centre('d1');
      await page.mouse.move(grasshopper.x + grasshopper.width / 2, grasshopper.y + grasshopper.height / 2);
      await page.mouse.down();
      // (chessgroundx starts the drag on the next animation frame: the piece then follows the pointer.)
      await page.waitForSelector('#wb-board piece.dragging', { state: 'attached', timeout: STEP_MS });
      await page.mouse.move(d1.x, d1.y, { steps: 6 });
      await page.waitForFunction(() => document.querySelector('#wb-board piece.dragging') !== null, null, { timeout: STEP_MS });
      await page.mouse.up();
      // (chessgroundx reports the change a millisecond later: the page takes it from there.)
      await expectUnits('bKe8 bPd7 bPe7 wGd1 wKb1 wSd4', 'the grasshopper dragged on');
      await page.fill('#wb-place', 'nRh5');
      await page.press('#wb-place', 'Enter');
      await expectUnits('bKe8 bPd7 bPe7 nRh5 wGd1 wKb1 wSd4', 'composed');
      // A right click takes a unit off.
      await page.fill('#wb-place', 'bQa1');
      await page.press('#wb-place', 'Enter');
      await clickSquare('a1', { button: 'right' });
      await expectUnits('bKe8 bPd7 bPe7 nRh5 wGd1 wKb1 wSd4', 'after the right click');
      // The stipulation is judged by the reader as it is typed.
      await page.fill('#wb-stipulation', 'h#x');
      await page.waitForFunction(() => document.getElementById('wb-stipulation-verdict').textContent === 'unknown stipulation "h#x"',
        null, { timeout: STEP_MS });
      await page.fill('#wb-stipulation', 'h#2');
      await page.waitForFunction(() => document.getElementById('wb-stipulation-verdict').textContent === '✓', null,
        { timeout: STEP_MS });
      // A condition from the searchable picker, with its definition.
      await page.fill('#wb-condition-search', 'circe');
      const choice = await page.locator('.wb-condition-choice').first().textContent();
      if (!choice.startsWith('Circe — a captured unit is reborn on its home square')) throw new Error(`the first choice: ${choice}`);
      await page.press('#wb-condition-search', 'Enter');
      const text = 'BeginProblem\nPieces\nWhite Gd1 Kb1 Sd4\nBlack Pe7 Pd7 Ke8\nNeutral Rh5\nStipulation h#2\n' +
        'Condition Circe\nEndProblem\n';
      await page.waitForFunction((t) => document.getElementById('problem').value === t, text, { timeout: STEP_MS })
        .catch(async () => {
          throw new Error(`the text written from the board: ${JSON.stringify(await page.inputValue('#problem'))}`);
        });
      if (shots) await page.screenshot({ path: join(shots, 'solve-workbench.png'), fullPage: true });
      // Popeye's Forsyth out and in again.
      await page.click('#wb-fen-export');
      const fen = await page.inputValue('#wb-fen');
      if (fen !== '4k3/3pp3/8/7=r/3S4/8/8/1K1G4') throw new Error(`Forsyth: ${fen}`);
      await page.click('#wb-clear');
      await expectUnits('', 'cleared');
      await page.fill('#wb-fen', fen);
      await page.press('#wb-fen', 'Enter');
      await expectUnits('bKe8 bPd7 bPe7 nRh5 wGd1 wKb1 wSd4', 'imported');
      await page.waitForFunction((t) => document.getElementById('problem').value === t, text, { timeout: STEP_MS });
      // Editing the text redraws the board (read by the server's reader); a bad text says why.
      await page.fill('#problem', text.replace('Neutral Rh5', 'Neutral Rh6'));
      await expectUnits('bKe8 bPd7 bPe7 nRh6 wGd1 wKb1 wSd4', 'after editing the text');
      await page.fill('#problem', text.replace('Neutral Rh5', 'Neutral Rz5'));
      await page.waitForFunction(() => document.getElementById('wb-text-verdict').textContent.includes('"z5" is off the board'),
        null, { timeout: STEP_MS });
      await page.fill('#problem', text);
      await expectUnits('bKe8 bPd7 bPe7 nRh5 wGd1 wKb1 wSd4', 'the text again');
      // Solved as `nightrider solve` solves it.
      await page.click('#solve');
      await page.waitForFunction(() => document.getElementById('status').dataset.result === 'finished', null, {
        timeout: STEP_MS,
      });
      const shown = await page.locator('#output').textContent();
      const solved = spawnSync(binary, ['solve', '-q', '-'], { input: text, encoding: 'utf8' });
      if (shown !== solved.stdout) throw new Error(`the page shows ${JSON.stringify(shown.slice(-200))}`);
      // A solution line clicked replays on the board, step by step from the keyboard, each position the
      // solver's: the pawn taken on e6 reborn on e7 (drawn as an arrow), the neutral rook moved by Black.
      const line = page.locator('.solution-line', { hasText: '1.e7-e6 Sd4*e6[+bPe7]   2.nRh5-f5 Se6-g7 #' });
      await line.click();
      await page.waitForFunction(() => document.body.dataset.replay === 'on', null, { timeout: STEP_MS });
      const positions = [
        'bKe8 bPd7 bPe7 nRh5 wGd1 wKb1 wSd4',
        'bKe8 bPd7 bPe6 nRh5 wGd1 wKb1 wSd4',
        'bKe8 bPd7 bPe7 nRh5 wGd1 wKb1 wSe6',
        'bKe8 bPd7 bPe7 nRf5 wGd1 wKb1 wSe6',
        'bKe8 bPd7 bPe7 nRf5 wGd1 wKb1 wSg7',
      ];
      await expectUnits(positions[0], 'the replay starts from the diagram');
      for (let step = 1; step < positions.length; step++) {
        await page.keyboard.press('ArrowRight');
        await expectUnits(positions[step], `replay step ${step}`);
        if (step === 2) {
          // (chessgroundx draws its shapes on the next animation frame.)
          await page.waitForFunction(() => document.querySelectorAll('#wb-board svg line').length > 0, null, {
            timeout: 5000,
          }).catch(() => {
            throw new Error('the rebirth is not drawn');
          });
          const status = await page.textContent('#wb-replay-status');
          if (status !== 'Move 2 of 4: white Sd4*e6[+bPe7].') throw new Error(`replay status: ${status}`);
          if (shots) await page.screenshot({ path: join(shots, 'solve-replay.png'), fullPage: true });
        }
      }
      await page.keyboard.press('ArrowLeft');
      await expectUnits(positions[3], 'one step back');
      await page.click('#wb-back');
      await expectUnits(positions[2], 'back by the button');
      // The positions are those the solver's own board plays (the replay message on a socket of its own).
      const served = await page.evaluate(async (problemText) => {
        const socket = new WebSocket(`ws://${window.location.host}/ws`);
        await new Promise((resolve) => (socket.onopen = resolve));
        const answer = new Promise((resolve) => (socket.onmessage = (e) => resolve(JSON.parse(e.data))));
        socket.send(JSON.stringify({ type: 'replay', text: problemText, line: '1.e7-e6 Sd4*e6[+bPe7]   2.nRh5-f5 Se6-g7 #' }));
        const reply = await answer;
        socket.close();
        return reply.steps.map((s) => s.units.map((u) => `${u.colour[0]}${u.kind}${u.square}`).sort().join(' '));
      }, text);
      if (JSON.stringify(served) !== JSON.stringify(positions.slice(1)))
        throw new Error(`the server's positions: ${JSON.stringify(served)}`);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.body.dataset.replay === undefined, null, { timeout: STEP_MS });
      await expectUnits(positions[0], 'back to the diagram');
      // A link that holds the problem opens it in another page, board and text.
      await page.click('#share');
      const link = await page.inputValue('#share-link');
      if (!link.startsWith(`${base}/solve#p=`)) throw new Error(`link: ${link}`);
      const otherContext = await browser.newContext({ viewport: { width: 1200, height: 820 } });
      const other = await otherContext.newPage();
      await other.goto(link);
      await other.waitForFunction((w) => document.getElementById('wb-board').dataset.units === w, positions[0], {
        timeout: STEP_MS,
      });
      if ((await other.inputValue('#problem')) !== text) throw new Error('the link does not hold the text');
      // … and solves it again at once: the solution is the solver's.
      await other.waitForFunction(() => document.getElementById('status').dataset.result === 'finished', null, {
        timeout: STEP_MS,
      });
      if ((await other.locator('#output').textContent()) !== solved.stdout) throw new Error('the link\'s solve differs');
      await otherContext.close();
      // A tree line: Armeni's defence by en passant, played from the key (the line above it).
      await page.selectOption('#examples', 'armeni');
      await page.click('#solve');
      await page.waitForFunction(() => document.getElementById('status').dataset.result === 'finished', null, {
        timeout: STEP_MS,
      });
      const mate = page.locator('.solution-line', { hasText: '2.Sc5-b7 #' }).first();
      const replayed = await mate.getAttribute('data-line');
      if (replayed.replace(/\s+/g, ' ') !== '1.f2-f4 ! threat: 1...g4*f3 ep. 2.Sc5-b7 #') throw new Error(`tree line: ${replayed}`);
      await mate.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.body.dataset.replay === 'on', null, { timeout: STEP_MS });
      await page.keyboard.press('End');
      await page.waitForFunction(() => document.getElementById('wb-board').dataset.step === '3', null, { timeout: STEP_MS });
      const final = await units();
      if (!final.includes('bPf3') || final.includes('wPf4') || !final.includes('wSb7'))
        throw new Error(`after the en passant line: ${final}`);
    });

    await check('solver workbench from the keyboard alone: a problem typed unit by unit, solved, a line replayed, flipped, mirrored, swapped, an attribute', async () => {
      await page.goto(`${base}/solve`);
      await page.waitForFunction(() => document.body.dataset.connected === 'true', null, { timeout: STEP_MS });
      await page.locator('.wb-piece[data-code="G"]').waitFor({ timeout: STEP_MS });
      // Each control focused (as Tab reaches it) and worked with keys only: Enter on buttons and fields,
      // Space on a check box; no mouse.
      await page.focus('#wb-new');
      await page.keyboard.press('Enter');
      await page.focus('#wb-place');
      for (const unit of ['wKf6', 'wRa1', 'bKg8', 'bPh7']) {
        await page.keyboard.type(unit);
        await page.keyboard.press('Enter');
      }
      await page.waitForFunction(() => document.getElementById('wb-board').dataset.units === 'bKg8 bPh7 wKf6 wRa1', null,
        { timeout: STEP_MS }).catch(async () => {
        throw new Error(`typed units: ${await page.getAttribute('#wb-board', 'data-units')}`);
      });
      await page.focus('#wb-stipulation');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('#1');
      await page.focus('#wb-condition-search');
      await page.keyboard.type('madrasi');
      await page.keyboard.press('Enter');
      await page.focus('#wb-options input[value="Variation"]');
      await page.keyboard.press('Space');
      const text = 'BeginProblem\nPieces\nWhite Ra1 Kf6\nBlack Ph7 Kg8\nStipulation #1\nCondition Madrasi\nOption Variation\nEndProblem\n';
      await page.waitForFunction((t) => document.getElementById('problem').value === t, text, { timeout: STEP_MS })
        .catch(async () => {
          throw new Error(`the text written from the keyboard: ${JSON.stringify(await page.inputValue('#problem'))}`);
        });
      // Ctrl+Enter in the text solves; the key's line, reached with Tab and played with Enter and the arrows.
      await page.focus('#problem');
      await page.keyboard.press('Control+Enter');
      await page.waitForFunction(() => document.getElementById('status').dataset.result === 'finished', null, { timeout: STEP_MS });
      const solved = spawnSync(binary, ['solve', '-q', '-'], { input: text, encoding: 'utf8' });
      if ((await page.locator('#output').textContent()) !== solved.stdout) throw new Error('the solution differs');
      const line = page.locator('.solution-line', { hasText: '1.Ra1-a8 #' });
      await line.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.body.dataset.replay === 'on', null, { timeout: STEP_MS });
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => document.getElementById('wb-board').dataset.units === 'bKg8 bPh7 wKf6 wRa8', null,
        { timeout: STEP_MS });
      await page.keyboard.press('Home');
      await page.waitForFunction(() => document.getElementById('wb-board').dataset.step === '0', null, { timeout: STEP_MS });
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.body.dataset.replay === undefined, null, { timeout: STEP_MS });
      // Flip (a1↔a8), Mirror (a1↔h1) and Swap colours, each a button pressed with Enter.
      const transformed = async (button, wanted) => {
        await page.focus(button);
        await page.keyboard.press('Enter');
        await page.waitForFunction((w) => document.getElementById('wb-board').dataset.units === w, wanted, { timeout: STEP_MS })
          .catch(async () => {
            throw new Error(`after ${button}: ${await page.getAttribute('#wb-board', 'data-units')}`);
          });
      };
      await transformed('#wb-flip', 'bKg1 bPh2 wKf3 wRa8');
      await transformed('#wb-mirror', 'bKb1 bPa2 wKc3 wRh8');
      await transformed('#wb-swap', 'bKc3 bRh8 wKb1 wPa2');
      // A unit with an attribute: Kamikaze chosen with the arrow keys, a knight typed; the text says it and
      // the reader reads it back (the board drawn from the text keeps it).
      await page.focus('#wb-attribute');
      const attributes = await page.locator('#wb-attribute option').allTextContents();
      for (let i = 0; i < attributes.indexOf('Kamikaze'); i++) await page.keyboard.press('ArrowDown');
      if ((await page.inputValue('#wb-attribute')) !== 'Kamikaze') throw new Error(`attribute ${await page.inputValue('#wb-attribute')}`);
      await page.focus('#wb-place');
      await page.keyboard.type('wSd4');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.getElementById('problem').value.includes('White Kamikaze Sd4\n'), null,
        { timeout: STEP_MS }).catch(async () => {
        throw new Error(`the text with a kamikaze knight: ${JSON.stringify(await page.inputValue('#problem'))}`);
      });
      // A text typed with an attribute: the board is redrawn from the reader's reading of it.
      await page.focus('#wb-new');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.getElementById('wb-board').dataset.units === '', null, { timeout: STEP_MS });
      await page.focus('#problem');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('BeginProblem\nPieces\nWhite Kb1\nWhite Kamikaze Sd4\nBlack Kc3\nStipulation #2\nEndProblem\n');
      await page.waitForFunction(() => document.getElementById('wb-board').dataset.units === 'bKc3 wKb1 wSd4' &&
        document.getElementById('wb-board-text').textContent.includes('Kamikaze Sd4'), null, { timeout: STEP_MS }).catch(async () => {
        throw new Error(`the board read from the text: ${await page.textContent('#wb-board-text')} ` +
          `(${JSON.stringify(await page.inputValue('#problem'))}: ${await page.textContent('#wb-text-verdict')})`);
      });
    });

    await check('solver workbench: twins as a list, the diagram published as SVG and PNG, the solution as text, the printed page', async () => {
      await page.goto(`${base}/solve`);
      await page.waitForFunction(() => document.body.dataset.connected === 'true', null, { timeout: STEP_MS });
      const units = () => page.getAttribute('#wb-board', 'data-units');
      const expectText = async (wanted, what) => {
        await page.waitForFunction((t) => document.getElementById('problem').value === t, wanted, { timeout: STEP_MS })
          .catch(async () => {
            throw new Error(`${what}: the text is ${JSON.stringify(await page.inputValue('#problem'))}`);
          });
      };
      const text = 'BeginProblem\nAuthor A. Composer\nOrigin Nightrider test, 2026\nPieces\nWhite Gd1 Kb1 Sd4\n' +
        'Black Pe7 Pd7 Ke8\nNeutral Rh5\nStipulation h#2\nCondition Circe\nEndProblem\n';
      await page.fill('#problem', text);
      await page.waitForFunction(() => document.getElementById('wb-board').dataset.units === 'bKe8 bPd7 bPe7 nRh5 wGd1 wKb1 wSd4',
        null, { timeout: STEP_MS });
      // Twins: added as lines of the list, each written into the text and read back with its label.
      await page.click('#wb-twin-add');
      await page.fill('#wb-twins li:nth-child(1) input', 'Move d4 c5');
      await page.click('#wb-twin-add');
      await page.fill('#wb-twins li:nth-child(2) input', 'Remove h5');
      const twinned = text.replace('EndProblem', 'Twin Move d4 c5\nTwin Remove h5\nEndProblem');
      await expectText(twinned, 'two twins added');
      await page.waitForFunction(() => [...document.querySelectorAll('#wb-twins li')].map((li) =>
        `${li.querySelector('.wb-twin-label').textContent} ${li.querySelector('.wb-twin-heading').textContent}`).join('|') ===
        'b) wSd4-->c5|c) -nRh5', null, { timeout: STEP_MS }).catch(async () => {
        throw new Error(`the twins' labels: ${await page.locator('#wb-twins').textContent()}`);
      });
      await page.click('#wb-twins li:nth-child(2) .wb-twin-remove');
      const oneTwin = text.replace('EndProblem', 'Twin Move d4 c5\nEndProblem');
      await expectText(oneTwin, 'the second twin removed');
      // The text edited: the list follows it.
      await page.fill('#problem', text.replace('EndProblem', 'Twin Move d4 c5\nTwin Move d1 d2\nEndProblem'));
      await page.waitForFunction(() => [...document.querySelectorAll('#wb-twins input')].map((i) => i.value).join('|') ===
        'Move d4 c5|Move d1 d2', null, { timeout: STEP_MS }).catch(async () => {
        throw new Error(`the twin list after editing the text: ${await page.locator('#wb-twins').innerHTML()}`);
      });
      await page.fill('#problem', oneTwin);
      await page.waitForFunction(() => document.querySelectorAll('#wb-twins li').length === 1, null, { timeout: STEP_MS });
      if (shots) await page.screenshot({ path: join(shots, 'solve-twins-publish.png'), fullPage: true });
      // The diagram as SVG: it parses, and holds the board's units, the counts, stipulation, condition, twin.
      const [svgDownload] = await Promise.all([page.waitForEvent('download'), page.click('#wb-export-svg')]);
      const svg = readFileSync(await svgDownload.path(), 'utf8');
      const parsed = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, 'image/svg+xml');
        if (doc.querySelector('parsererror')) return { error: doc.querySelector('parsererror').textContent };
        const text = (selector) => [...doc.querySelectorAll(selector)].map((e) => e.textContent);
        return {
          root: doc.documentElement.localName,
          units: [...doc.querySelectorAll('svg.unit')].map((u) => u.getAttribute('data-unit')).sort().join(' '),
          counts: text('.counts'), stipulation: text('.stipulation'), conditions: text('.condition'),
          twins: text('.twin'), authors: text('.author'), origins: text('.origin'),
          width: Number(doc.documentElement.getAttribute('width')),
        };
      }, svg);
      if (parsed.error) throw new Error(`the SVG does not parse: ${parsed.error}`);
      const board = await units();
      const expected = {
        root: 'svg', units: board, counts: ['(3+3+1)'], stipulation: ['h#2'], conditions: ['Circe'],
        twins: ['b) wSd4→c5'], authors: ['A. Composer'], origins: ['Nightrider test, 2026'],
        width: parsed.width,
      };
      if (JSON.stringify(parsed) !== JSON.stringify(expected)) throw new Error(`the SVG holds ${JSON.stringify(parsed)}`);
      if (shots) {
        const view = await browser.newPage({ viewport: { width: 420, height: 560 } });
        await view.setContent(`<body style="margin:0;background:#fff"><img id="d" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body>`);
        await view.waitForFunction(() => document.getElementById('d').complete);
        await view.screenshot({ path: join(shots, 'publish-diagram-svg.png'), fullPage: true });
        await view.close();
      }
      // The PNG: drawn from the same SVG at twice its size.
      const [pngDownload] = await Promise.all([page.waitForEvent('download'), page.click('#wb-export-png')]);
      const png = readFileSync(await pngDownload.path());
      if (png.subarray(1, 4).toString() !== 'PNG') throw new Error('the PNG is not a PNG');
      if (png.readUInt32BE(16) !== 2 * parsed.width) throw new Error(`the PNG is ${png.readUInt32BE(16)} pixels wide`);
      if (shots) {
        const copy = join(shots, 'publish-diagram.png');
        writeFileSync(copy, png);
      }
      // Solved; the solution as text is the solver's output.
      await page.click('#solve');
      await page.waitForFunction(() => document.getElementById('status').dataset.result === 'finished', null, { timeout: STEP_MS });
      const shown = await page.locator('#output').textContent();
      const solved = spawnSync(binary, ['solve', '-q', '-'], { input: oneTwin, encoding: 'utf8' });
      if (shown !== solved.stdout) throw new Error(`the page shows ${JSON.stringify(shown.slice(-200))}`);
      if (!shown.includes('b) wSd4-->c5')) throw new Error('the twin is not solved');
      const [textDownload] = await Promise.all([page.waitForEvent('download'), page.click('#wb-export-text')]);
      if (readFileSync(await textDownload.path(), 'utf8') !== solved.stdout) throw new Error('the solution text differs');
      // The printed page: the published diagram and the solution, without the editor or the text's board.
      await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
      await page.emulateMedia({ media: 'print' });
      try {
        const printed = await page.evaluate(() => ({
          main: getComputedStyle(document.querySelector('main')).display,
          sheet: getComputedStyle(document.getElementById('print-sheet')).display,
          diagram: document.getElementById('print-diagram').src.startsWith('data:image/svg+xml'),
          solution: document.getElementById('print-solution').textContent,
        }));
        if (printed.main !== 'none' || printed.sheet !== 'block' || !printed.diagram)
          throw new Error(`printed page: ${JSON.stringify({ ...printed, solution: undefined })}`);
        if (printed.solution.includes('+---a---b') || !printed.solution.includes('b) wSd4-->c5') ||
            !printed.solution.includes('1.e7-e6 Sd4*e6[+bPe7]'))
          throw new Error(`printed solution: ${JSON.stringify(printed.solution.slice(0, 300))}`);
        if (shots) await page.screenshot({ path: join(shots, 'solve-print.png'), fullPage: true });
      } finally {
        await page.emulateMedia({ media: 'screen' });
      }
    });

    await check('solver tree view: Armeni\'s #2 as key, threat, variations and tries, folding, each node replayed', async () => {
      await page.goto(`${base}/solve?example=armeni`);
      await page.waitForFunction(() => document.body.dataset.connected === 'true', null, { timeout: STEP_MS });
      await page.click('#solve');
      await page.waitForFunction(() => document.getElementById('status').dataset.result === 'finished', null, { timeout: STEP_MS });
      await page.locator('#tree-box').waitFor({ state: 'visible', timeout: STEP_MS });
      const tree = await page.evaluate(() => {
        const rows = (kind) => [...document.querySelectorAll(`#tree li.tree-node[data-kind="${kind}"] > .tree-row .tree-move`)]
          .map((b) => b.textContent);
        return { keys: rows('key'), tries: rows('try'), threats: rows('threat'), refutations: rows('refutation') };
      });
      if (JSON.stringify(tree.keys) !== JSON.stringify(['1.f2-f4 !'])) throw new Error(`keys: ${tree.keys}`);
      if (tree.tries.length < 2 || tree.tries.length !== tree.refutations.length)
        throw new Error(`tries ${tree.tries}, refutations ${tree.refutations}`);
      // Every move of the tree is in the solver's text (the tree is the same solution).
      const output = await page.locator('#output').textContent();
      for (const move of [...tree.keys, ...tree.tries, ...tree.threats, ...tree.refutations])
        if (!output.includes(move.replace(/ [!?]$/, ''))) throw new Error(`${move} is not in the text`);
      // A variation's mate, clicked: its line from the diagram replays on the board.
      const mate = page.locator('#tree .tree-move[data-line="1.f2-f4 1...g4*f3 ep. 2.Sc5-b7 #"]');
      await mate.click();
      await page.waitForFunction(() => document.body.dataset.replay === 'on', null, { timeout: STEP_MS });
      await page.keyboard.press('End');
      await page.waitForFunction(() => document.getElementById('wb-board').dataset.step === '3', null, { timeout: STEP_MS });
      const final = await page.getAttribute('#wb-board', 'data-units');
      if (!final.includes('bPf3') || final.includes('wPf4') || !final.includes('wSb7')) throw new Error(`after the line: ${final}`);
      if (shots) {
        await page.screenshot({ path: join(shots, 'solve-tree.png'), fullPage: true });
        await page.locator('#tree-box').screenshot({ path: join(shots, 'solve-tree-box.png') });
        await page.locator('.wb-board-column').screenshot({ path: join(shots, 'solve-tree-replay.png') });
      }
      // A try's refutation, from the keyboard: the try then the refuting move.
      const refutation = page.locator('#tree li.tree-node[data-kind="refutation"] .tree-move').first();
      const refutationLine = await refutation.getAttribute('data-line');
      await refutation.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.getElementById('wb-board').dataset.step === '0', null, { timeout: STEP_MS });
      const status = await page.textContent('#wb-replay-status');
      if (!status.startsWith('The diagram: 2 moves')) throw new Error(`replaying ${refutationLine}: ${status}`);
      // Folding: the key's branch folds and unfolds; fold all and unfold all.
      const keyNode = page.locator('#tree li.tree-node[data-kind="key"]');
      await keyNode.locator('> .tree-row .tree-fold').click();
      if (await keyNode.locator('> ul.tree').isVisible()) throw new Error('the key did not fold');
      if ((await keyNode.locator('> .tree-row .tree-fold').getAttribute('aria-expanded')) !== 'false') throw new Error('aria-expanded');
      await page.click('#tree-unfold-all');
      if (!(await keyNode.locator('> ul.tree').isVisible())) throw new Error('unfold all left the key folded');
      await page.click('#tree-fold-all');
      const open = await page.locator('#tree ul.tree ul.tree:visible').count();
      if (open !== 0) throw new Error(`${open} branches open after fold all`);
      await page.click('#tree-unfold-all');
      // A helpmate has no tree (its lines are in the text, each clickable).
      await page.selectOption('#examples', 'lins');
      await page.click('#solve');
      await page.waitForFunction(() => document.getElementById('status').dataset.result === 'finished', null, { timeout: STEP_MS });
      if (await page.locator('#tree-box').isVisible()) throw new Error('a helpmate shows a tree');
      // A problem in German with twins that change the stipulation (Popeye's ortho_bs_twin__003): the twin
      // list holds its three "zwilling" lines, and the tree the #2 and the s#2, each replayed in German.
      await page.fill('#problem', GERMAN_TWINS);
      await page.waitForFunction(() => [...document.querySelectorAll('#wb-twins li')].map((li) =>
        `${li.querySelector('.wb-twin-label').textContent} ${li.querySelector('.wb-twin-keyword').textContent} ` +
        li.querySelector('input').value).join('|') === 'b) zwilling forderung h#2|c) zwilling forderung s#2|d) zwilling forderung h=2',
      null, { timeout: STEP_MS }).catch(async () => {
        throw new Error(`the German twins: ${await page.locator('#wb-twins').innerText()}`);
      });
      await page.click('#solve');
      await page.waitForFunction(() => document.getElementById('status').dataset.result === 'finished', null, { timeout: STEP_MS });
      const headings = await page.locator('#tree .tree-heading').allTextContents();
      if (JSON.stringify(headings) !== JSON.stringify(['Twin a)', 'Twin c) s#2'])) throw new Error(`tree headings: ${headings}`);
      const selfmate = page.locator('#tree .tree-move[data-line="1.e7-e8=L 1...e6-e5 2.La4-c2 2...e5-e4 #"]');
      await selfmate.click();
      await page.waitForFunction(() => document.body.dataset.replay === 'on' &&
        document.getElementById('wb-replay-status').textContent.startsWith('The diagram: 4 moves'), null, { timeout: STEP_MS })
        .catch(async () => {
          throw new Error(`the s#2 line: ${await page.textContent('#wb-replay-status')}`);
        });
    });

    await check('solver: PostKeyPlay\'s tree and lines replay from the position after the key', async () => {
      await page.goto(`${base}/solve`);
      await page.waitForFunction(() => document.body.dataset.connected === 'true', null, { timeout: STEP_MS });
      await page.fill('#problem', AFTER_THE_KEY);
      await page.click('#solve');
      await page.waitForFunction(() => document.getElementById('status').dataset.result === 'finished', null, { timeout: STEP_MS });
      const shown = await page.locator('#output').textContent();
      const solved = spawnSync(binary, ['solve', '-q', '-'], { input: AFTER_THE_KEY, encoding: 'utf8' });
      if (shown !== solved.stdout) throw new Error(`the page shows ${JSON.stringify(shown.slice(-200))}`);
      if ((await page.locator('#tree .tree-block-title').allTextContents()).join('|') !== 'After the key')
        throw new Error('the tree has no "After the key"');
      if ((await page.locator('#tree .tree-move-none').textContent()) !== 'the key played') throw new Error('the tree\'s root');
      const units = () => page.getAttribute('#wb-board', 'data-units');
      const diagram = 'bBb5 bKd6 bPe5 bPe7 bPg4 bPg5 bRf1 bRf8 wBh3 wBh4 wKb6 wPc4 wPc7 wPe4 wPf4 wPg3 wRh1 wSc5 wSg6';
      const sorted = (list) => list.split(' ').sort().join(' ');
      const expectStep = async (step, wantedUnits, wantedStatus) => {
        await page.waitForFunction((n) => document.getElementById('wb-board').dataset.step === String(n), step, { timeout: STEP_MS });
        const status = await page.textContent('#wb-replay-status');
        if (status !== wantedStatus) throw new Error(`step ${step}: ${status}`);
        if (sorted(await units()) !== sorted(wantedUnits)) throw new Error(`step ${step}: ${await units()}`);
      };
      // A defence and its mate, from the tree: Black moves first (the key is played), no pass.
      await page.locator('#tree .tree-move[data-line="1...Rf1*f4 2.Rh1-d1 #"]').click();
      await page.waitForFunction(() => document.body.dataset.replay === 'on', null, { timeout: STEP_MS });
      await expectStep(0, diagram, 'The diagram: 2 moves to replay (→ or Forward).');
      await page.keyboard.press('ArrowRight');
      await expectStep(1, diagram.replace('bRf1', 'bRf4').replace('wPf4 ', ''), 'Move 1 of 2: black Rf1*f4.');
      await page.keyboard.press('ArrowRight');
      await expectStep(2, diagram.replace('bRf1', 'bRf4').replace('wPf4 ', '').replace('wRh1', 'wRd1'),
        'Move 2 of 2: white Rh1-d1.');
      // The threat, from the text: White's move after Black's pass.
      await page.keyboard.press('Escape');
      const threat = page.locator('.solution-line', { hasText: '2.f4*e5 #' }).first();
      if ((await threat.getAttribute('data-line')) !== '2.f4*e5 #') throw new Error(`threat line: ${await threat.getAttribute('data-line')}`);
      await threat.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.body.dataset.replay === 'on', null, { timeout: STEP_MS });
      await page.keyboard.press('End');
      await expectStep(1, diagram.replace('bPe5', 'wPe5').replace('wPf4 ', ''), 'Move 1 of 1: white f4*e5 (the other side passed).');
      const marked = await page.locator('.replaying').allTextContents();
      if (JSON.stringify(marked.map((t) => t.trim())) !== JSON.stringify(['2.f4*e5 #'])) throw new Error(`marked as replaying: ${marked}`);
      if (shots) await page.screenshot({ path: join(shots, 'solve-postkey-replay.png'), fullPage: true });
    });

    await check('accessibility: axe-core finds no serious violation on the lobby, the solver, a game and the rules pages', async () => {
      const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
      const audit = async (what) => {
        await page.evaluate(axeSource);
        const violations = await page.evaluate(async () => {
          // eslint-disable-next-line no-undef
          const result = await axe.run(document, { resultTypes: ['violations'] });
          return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
        });
        if (violations.length) throw new Error(`${what}: ${violations.join('; ')}`);
      };
      await page.goto(`${base}/`);
      await page.locator('.variant').nth(5).waitFor({ timeout: STEP_MS });
      await audit('the lobby');
      await page.goto(`${base}/solve?example=armeni`);
      await page.waitForFunction(() => document.body.dataset.connected === 'true', null, { timeout: STEP_MS });
      await page.locator('.wb-piece[data-code="G"]').waitFor({ timeout: STEP_MS });
      await page.click('#solve');
      await page.waitForFunction(() => document.getElementById('status').dataset.result === 'finished', null, { timeout: STEP_MS });
      await page.click('#wb-twin-add');
      await audit('the solver page, solved, with its tree and a twin line');
      await page.locator('#tree .tree-move').first().click();
      await page.waitForFunction(() => document.body.dataset.replay === 'on', null, { timeout: STEP_MS });
      await audit('the solver page replaying');
      await page.goto(`${base}/`);
      await page.selectOption('#level', '1');
      await page.locator('.variant[data-variant="chess"] .play').click();
      await page.waitForURL(/\/game\?id=[0-9a-f]{16}$/, { timeout: STEP_MS });
      await waitForPly(page, 0, 'white');
      await audit('a game page');
      await page.goto(`${base}/rules?variant=magnetic&lang=en`);
      await page.waitForFunction(() => document.getElementById('rules').textContent.length > 500, null, { timeout: STEP_MS });
      await audit('a rules page');
      // A condition's page in Dutch with its example boards, and one with a note instead.
      await page.goto(`${base}/rules?variant=chess%2Bcirce%2Bmadrasi&lang=nl`);
      await page.waitForFunction(() => document.body.dataset.examples === '2', null, { timeout: STEP_MS });
      await audit('a page of chess under Circe and Madrasi, in Dutch');
      await page.goto(`${base}/rules?variant=chess%2Bbgl&lang=fr`);
      await page.waitForFunction(() => document.body.dataset.examples === '0', null, { timeout: STEP_MS });
      await audit('a condition page with a note');
      // The solver page composing: a fairy unit typed, a condition chosen, options ticked.
      await page.goto(`${base}/solve`);
      await page.waitForFunction(() => document.body.dataset.connected === 'true', null, { timeout: STEP_MS });
      await page.locator('.wb-piece[data-code="G"]').waitFor({ timeout: STEP_MS });
      await page.fill('#wb-place', 'wGd1');
      await page.press('#wb-place', 'Enter');
      await page.fill('#wb-condition-search', 'madrasi');
      await page.press('#wb-condition-search', 'Enter');
      await audit('the solver page composing');
    });

    await check('a game goes on after the server is killed with -9 and restarted, clocks included', async () => {
      await page.goto(`${base}/`);
      await page.selectOption('#level', '1');
      await page.selectOption('#clock', '10+5');
      await page.locator('.variant[data-variant="chess"] .play').click();
      await page.waitForURL(/\/game\?id=[0-9a-f]{16}$/, { timeout: STEP_MS });
      await waitForPly(page, 0, 'white');
      await clickAMove(page, ['e2e4']);
      await waitForPly(page, 2, 'white');
      const before = await gameState(page);
      await killHard(server);
      ({ server } = await startServer(dataDir, port));
      // The open page reconnects by itself and rejoins the game named in its address.
      await page.waitForFunction(
        (fen) => document.body.dataset.connected === 'true' && window.nightriderState.fen === fen,
        before.fen,
        { timeout: STEP_MS },
      );
      // The clocks as stored at the last move: Black's (stopped) exactly, White's running again from
      // 10 min + 5 s (1. e4 cost nothing) at the join: the second or more the server was down and the page
      // took to reconnect is charged to nobody.
      const restarted = await gameState(page);
      if (restarted.clock.black !== before.clock.black || restarted.clock.running !== 'white')
        throw new Error(`clocks before ${JSON.stringify(before.clock)}, after ${JSON.stringify(restarted.clock)}`);
      if (!(restarted.clock.white <= 605000 && restarted.clock.white > 604000))
        throw new Error(`White's clock ${restarted.clock.white} after the restart`);
      await clickAMove(page, ['d2d4', 'g1f3']);
      await waitForPly(page, 4, 'white');
      await page.reload();
      await waitForPly(page, 4, 'white');
      const after = await gameState(page);
      if (after.game !== before.game) throw new Error('a different game after the restart');
      if (after.moves.slice(0, 2).map((m) => m.uci).join() !== before.moves.map((m) => m.uci).join())
        throw new Error('the moves before the restart were lost');
    });

    await check('the server stops cleanly on SIGTERM, a solve running', async () => {
      // A running solve is cancelled by the stopping server, not waited for (it would take minutes).
      await page.goto(`${base}/solve?example=long`);
      await page.waitForFunction(() => document.body.dataset.connected === 'true', null, { timeout: STEP_MS });
      await page.click('#solve');
      await page.waitForFunction(() => document.body.dataset.solve === 'running', null, { timeout: STEP_MS });
      const signalled = Date.now();
      const code = await new Promise((resolve) => {
        server.once('exit', (exitCode, signal) => resolve(signal || exitCode));
        server.kill('SIGTERM');
      });
      if (code !== 0) throw new Error(`the server ended with ${code}`);
      if (Date.now() - signalled > 5000) throw new Error(`the server took ${Date.now() - signalled} ms to stop`);
      await page.waitForFunction(
        () => document.getElementById('status').textContent.startsWith('Connection lost: the solve was stopped.'),
        null,
        { timeout: STEP_MS },
      );
    });
  } finally {
    await browser.close();
    await killHard(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((e) => {
  console.log(`FAIL  ${String(e.message || e).split('\n')[0]}`);
  console.log(`${passed} passed, ${failed + 1} failed`);
  process.exit(1);
});
