// Search throughput and time to depth: for each variant, a fixed-depth search from the start position
// with one and with two threads (nodes per second over all threads), and the time to complete depth 10
// from the start position with one thread. Each iteration starts from an empty table (a new game).
// Variants with a fast board are also searched on the general board (`/general`), for the ratio.
#include <benchmark/benchmark.h>

#include <string>

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
