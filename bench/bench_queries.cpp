// The solver's queries against the full legal list they replace: has_legal_move against
// count_legal_moves, generate_checks against legal_moves, gives_check against play + in_check + undo.
// Each benchmark runs on the same positions (the argument indexes kPositions), so the ratios of the
// times are the speed-ups.
#include <benchmark/benchmark.h>

#include <memory>
#include <string>

#include "notation/fen.h"
#include "variants/variants.h"

namespace {

using namespace nightrider;

struct Case {
  const char* label;
  const char* variant;
  const char* fen;  // empty: the variant's start position
};

constexpr Case kPositions[] = {
    {"chess start", "chess", ""},
    {"chess kiwipete", "chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
    {"chess middlegame", "chess", "r3k2r/p1p2ppp/2n5/1B1qp3/3P4/2N2Q2/PP3PPP/R3K2R w KQkq - 0 1"},
    {"chess attack", "chess", "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"},
    {"chess endgame", "chess", "6k1/5ppp/8/1r6/8/2Q1B3/5PPP/3R2K1 w - - 0 1"},
    {"chess in check", "chess", "rnbqk1nr/pppp1ppp/8/4p3/1b1P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 3"},
    {"chess mated", "chess", "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"},
    {"antiking2 start", "antiking2", ""},
    {"magnetic start", "magnetic", ""},
    {"rococo start", "rococo", ""},
};
constexpr int kPositionCount = static_cast<int>(sizeof kPositions / sizeof kPositions[0]);

struct Setup {
  std::shared_ptr<const Rules> rules;
  Position pos;
};

Setup setup(benchmark::State& state) {
  const Case& c = kPositions[state.range(0)];
  auto rules = make_variant(c.variant);
  Position pos = parse_fen(*rules, *c.fen ? c.fen : rules->start_fen());
  state.SetLabel(c.label);
  return Setup{rules, std::move(pos)};
}

void BM_CountLegalMoves(benchmark::State& state) {
  Setup s = setup(state);
  for (auto _ : state) benchmark::DoNotOptimize(s.rules->count_legal_moves(s.pos));
}

void BM_HasLegalMove(benchmark::State& state) {
  Setup s = setup(state);
  for (auto _ : state) benchmark::DoNotOptimize(s.rules->has_legal_move(s.pos));
}

void BM_LegalMoves(benchmark::State& state) {
  Setup s = setup(state);
  MoveList moves;
  for (auto _ : state) {
    s.rules->legal_moves(s.pos, moves);
    benchmark::DoNotOptimize(moves.size());
  }
}

// The floor of every query: the pseudo-legal list they all start from.
void BM_PseudoLegal(benchmark::State& state) {
  Setup s = setup(state);
  MoveList moves;
  for (auto _ : state) {
    moves.clear();
    s.rules->generate_pseudo_legal(s.pos, moves);
    benchmark::DoNotOptimize(moves.size());
  }
}

void BM_GenerateChecks(benchmark::State& state) {
  Setup s = setup(state);
  MoveList moves;
  for (auto _ : state) {
    s.rules->generate_checks(s.pos, moves);
    benchmark::DoNotOptimize(moves.size());
  }
  state.counters["checks"] = static_cast<double>(moves.size());
}

// gives_check over every pseudo-legal move, against playing each one and asking in_check.
void BM_GivesCheckAll(benchmark::State& state) {
  Setup s = setup(state);
  MoveList pseudo;
  s.rules->generate_pseudo_legal(s.pos, pseudo);
  for (auto _ : state) {
    int n = 0;
    for (const Move& m : pseudo) n += s.rules->gives_check(s.pos, m);
    benchmark::DoNotOptimize(n);
  }
}

void BM_PlayInCheckUndoAll(benchmark::State& state) {
  Setup s = setup(state);
  MoveList pseudo;
  s.rules->generate_pseudo_legal(s.pos, pseudo);
  const Colour enemy = opposite(s.pos.side_to_move());
  for (auto _ : state) {
    int n = 0;
    for (const Move& m : pseudo) {
      s.rules->play(s.pos, m);
      n += s.rules->in_check(s.pos, enemy);
      s.rules->undo(s.pos);
    }
    benchmark::DoNotOptimize(n);
  }
}

BENCHMARK(BM_CountLegalMoves)->DenseRange(0, kPositionCount - 1);
BENCHMARK(BM_HasLegalMove)->DenseRange(0, kPositionCount - 1);
BENCHMARK(BM_PseudoLegal)->DenseRange(0, kPositionCount - 1);
BENCHMARK(BM_LegalMoves)->DenseRange(0, kPositionCount - 1);
BENCHMARK(BM_GenerateChecks)->DenseRange(0, kPositionCount - 1);
BENCHMARK(BM_PlayInCheckUndoAll)->DenseRange(0, kPositionCount - 1);
BENCHMARK(BM_GivesCheckAll)->DenseRange(0, kPositionCount - 1);

}  // namespace
