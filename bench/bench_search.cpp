// Search throughput and time to depth: for each variant, a fixed-depth search from the start position
// with one and with two threads (nodes per second over all threads), and the time to complete depth 10
// from the start position with one thread. Each iteration starts from an empty table (a new game).
// Variants with a fast board are also searched on the general board (`/general`), for the ratio.
// Short searches: the first ten positions of bench/books/chess.txt, each from a new game, to depth 7, 9
// and 11 on both boards (`BM_SearchBook`), timed in CPU seconds of the process, as nodes per CPU second.
#include <benchmark/benchmark.h>

#include <array>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "search/engine.h"
#include "variants/variants.h"

namespace {

using namespace nightrider;

void search_benchmark(benchmark::State& state, const std::string& variant, int depth, int threads,
                      bool fast_boards = true) {
  const auto rules = make_variant(variant);
  const Position pos = start_position(*rules);
  Engine engine;
  EngineOptions options;
  options.hash_mb = 64;
  options.threads = threads;
  options.fast_boards = fast_boards;
  engine.set_options(options);
  SearchLimits limits;
  limits.depth = depth;
  uint64_t nodes = 0;
  double seconds = 0;
  for (auto _ : state) {
    engine.new_game();
    const SearchResult r = engine.search(*rules, pos, limits);
    benchmark::DoNotOptimize(r.best);
    if (r.depth != depth) {
      state.SkipWithError("search did not complete its depth");
      return;
    }
    nodes += r.nodes;
    seconds += static_cast<double>(r.time_ms) / 1000.0;
  }
  state.counters["nodes"] =
      benchmark::Counter(static_cast<double>(nodes) / static_cast<double>(state.iterations()));
  state.counters["nps"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
  state.counters["seconds"] = benchmark::Counter(seconds / static_cast<double>(state.iterations()));
}

// The first ten openings of bench/books/chess.txt (the positions bench/nodes_to_depth.py searches).
constexpr std::array<const char*, 10> kChessBookOpenings = {
    "rnbqkb1r/pppppp1p/6pn/8/2P5/6PP/PP1PPP2/RNBQKBNR b KQkq - 0 3",
    "rnbqkbnr/1pp1pp1p/3p4/p5p1/PP5P/8/2PPPPP1/RNBQKBNR w KQkq - 0 4",
    "rnbqkb1r/p1pppppp/8/1p5P/P3P1n1/8/1PPP1PP1/RNBQKBNR b KQkq - 0 4",
    "rn1qkbnr/ppp1pppp/3pb3/8/8/2N2P2/PPPPP1PP/R1BQKBNR w KQkq - 1 3",
    "rnbqkbnr/1pppp1p1/p4p2/8/2P3p1/4PQ2/PP1P1P1P/RNB1KBNR w KQkq - 0 5",
    "rnbqkbnr/1p1ppppp/p7/2p5/8/1P3P2/P1PPP1PP/RNBQKBNR w KQkq - 0 3",
    "rnbqkb1r/p1pppppp/8/1p3n2/8/2N1PN2/PPPPQPPP/R1B1KB1R b KQkq - 3 4",
    "r1bqkbnr/pppppp1p/2n3p1/8/P7/5P2/1PPPP1PP/RNBQKBNR w KQkq - 0 3",
    "rnbqkbnr/2ppp1pp/p7/1p3p2/5P2/P3P2N/1PPP2PP/RNBQKB1R b KQkq - 1 4",
    "rnbqkbnr/pppppppp/8/8/1P4PP/8/P1PPPP2/RNBQKBNR b KQkq - 0 3",
};

// One iteration: each opening searched to `depth` from a new game, one thread, a 64 MB table, as a
// protocol session does (one Engine for all of them). Counter `nodes`: summed over the ten.
void book_benchmark(benchmark::State& state, int depth, bool fast_boards) {
  const auto rules = make_variant("chess");
  std::vector<Position> openings;
  for (const char* fen : kChessBookOpenings) openings.push_back(parse_fen(*rules, fen));
  Engine engine;
  EngineOptions options;
  options.hash_mb = 64;
  options.fast_boards = fast_boards;
  engine.set_options(options);
  SearchLimits limits;
  limits.depth = depth;
  uint64_t nodes = 0;
  for (auto _ : state) {
    for (const Position& pos : openings) {
      engine.new_game();
      const SearchResult r = engine.search(*rules, pos, limits);
      benchmark::DoNotOptimize(r.best);
      if (r.depth != depth || r.fast_board != fast_boards) {
        state.SkipWithError("search did not complete its depth on the board asked for");
        return;
      }
      nodes += r.nodes;
    }
  }
  state.counters["nodes"] =
      benchmark::Counter(static_cast<double>(nodes) / static_cast<double>(state.iterations()));
  state.counters["nps"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}

// Depths that take a second or two on one core: throughput, one and two threads.
struct Case {
  const char* variant;
  int depth;
};
constexpr Case kThroughput[] = {{"chess", 10},   {"antiking1", 9},    {"antiking2", 9},
                                {"magnetic", 8}, {"antimagnetic", 8}, {"rococo", 8}};

void register_all() {
  for (const Case& c : kThroughput)
    for (int threads : {1, 2}) {
      const std::string name = std::string("BM_Search/") + c.variant + "/depth" + std::to_string(c.depth) +
                               "/threads" + std::to_string(threads);
      benchmark::RegisterBenchmark(
          name.c_str(),
          [c, threads](benchmark::State& state) { search_benchmark(state, c.variant, c.depth, threads); })
          ->Unit(benchmark::kMillisecond)
          ->UseRealTime()
          ->Iterations(2);
    }
  // The general board where a fast one exists (chess: search/chess_search_board.h), same depth, one
  // thread. (Named here: registration runs before main, too early to build rule sets and ask.)
  for (const Case& c : kThroughput) {
    if (std::string(c.variant) != "chess") continue;
    const std::string name =
        std::string("BM_Search/") + c.variant + "/depth" + std::to_string(c.depth) + "/threads1/general";
    benchmark::RegisterBenchmark(
        name.c_str(), [c](benchmark::State& state) { search_benchmark(state, c.variant, c.depth, 1, false); })
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime()
        ->Iterations(2);
  }
  for (const int depth : {7, 9, 11})
    for (const bool fast : {true, false}) {
      const std::string name =
          "BM_SearchBook/chess/depth" + std::to_string(depth) + (fast ? "/chess_board" : "/general");
      benchmark::RegisterBenchmark(
          name.c_str(), [depth, fast](benchmark::State& state) { book_benchmark(state, depth, fast); })
          ->Unit(benchmark::kMillisecond)
          ->MeasureProcessCPUTime()
          ->Iterations(depth >= 11 ? 1 : 3);
    }
  for (const VariantInfo& v : all_variants()) {
    const std::string name = "BM_SearchTimeToDepth10/" + v.name;
    const std::string variant = v.name;
    benchmark::RegisterBenchmark(
        name.c_str(), [variant](benchmark::State& state) { search_benchmark(state, variant, 10, 1); })
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime()
        ->Iterations(1);
  }
}

const bool registered = (register_all(), true);

}  // namespace
