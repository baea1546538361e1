// The solver's queries against what they replace: has_legal_move against count_legal_moves,
// generate_checks against legal_moves, gives_check against play + in_check + undo. Each benchmark times
// both in alternation on one position (the argument indexes kPositions) and reports fast_ns, slow_ns
// and their ratio; the time Google Benchmark prints is the pair's.
#include <benchmark/benchmark.h>

#include <chrono>
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

// Times `fast` and `slow` in alternation (so that a change of machine load hits both alike) and reports
// their times per call and the ratio fast / slow.
template <class Fast, class Slow>
void compare(benchmark::State& state, Fast fast, Slow slow) {
  using Clock = std::chrono::steady_clock;
  constexpr int kRounds = 4;  // calls between clock reads
  Clock::duration fast_time{}, slow_time{};
  for (auto _ : state) {
    const auto t0 = Clock::now();
    for (int i = 0; i < kRounds; ++i) fast();
    const auto t1 = Clock::now();
    for (int i = 0; i < kRounds; ++i) slow();
    const auto t2 = Clock::now();
    fast_time += t1 - t0;
    slow_time += t2 - t1;
  }
  const double calls = static_cast<double>(state.iterations()) * kRounds;
  const double fast_ns = std::chrono::duration<double, std::nano>(fast_time).count() / calls;
  const double slow_ns = std::chrono::duration<double, std::nano>(slow_time).count() / calls;
  state.counters["fast_ns"] = fast_ns;
  state.counters["slow_ns"] = slow_ns;
  state.counters["ratio"] = fast_ns / slow_ns;
}

// has_legal_move against count_legal_moves.
void BM_HasLegalMove(benchmark::State& state) {
  Setup s = setup(state);
  compare(
      state, [&] { benchmark::DoNotOptimize(s.rules->has_legal_move(s.pos)); },
      [&] { benchmark::DoNotOptimize(s.rules->count_legal_moves(s.pos)); });
}

// generate_checks against legal_moves.
void BM_GenerateChecks(benchmark::State& state) {
  Setup s = setup(state);
  MoveList checks, legal;
  compare(
      state,
      [&] {
        s.rules->generate_checks(s.pos, checks);
        benchmark::DoNotOptimize(checks.size());
      },
      [&] {
        s.rules->legal_moves(s.pos, legal);
        benchmark::DoNotOptimize(legal.size());
      });
  state.counters["checks"] = static_cast<double>(checks.size());
  state.counters["legal"] = static_cast<double>(legal.size());
}

// gives_check on every pseudo-legal move against playing each one, asking in_check and undoing.
void BM_GivesCheck(benchmark::State& state) {
  Setup s = setup(state);
  MoveList pseudo;
  s.rules->generate_pseudo_legal(s.pos, pseudo);
  const Colour enemy = opposite(s.pos.side_to_move());
  compare(
      state,
      [&] {
        int n = 0;
        for (const Move& m : pseudo) n += s.rules->gives_check(s.pos, m);
        benchmark::DoNotOptimize(n);
      },
      [&] {
        int n = 0;
        for (const Move& m : pseudo) {
          s.rules->play(s.pos, m);
          n += s.rules->in_check(s.pos, enemy);
          s.rules->undo(s.pos);
        }
        benchmark::DoNotOptimize(n);
      });
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

BENCHMARK(BM_HasLegalMove)->DenseRange(0, kPositionCount - 1);
BENCHMARK(BM_GenerateChecks)->DenseRange(0, kPositionCount - 1);
BENCHMARK(BM_GivesCheck)->DenseRange(0, kPositionCount - 1);
BENCHMARK(BM_PseudoLegal)->DenseRange(0, kPositionCount - 1);

}  // namespace
