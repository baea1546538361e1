// Perft throughput of Anti-King Chess I and II from their start positions (single thread, depth 4,
// bulk counting), through the same perft() the tests check against shared/testdata/perft/perft.tsv.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "notation/fen.h"
#include "search/perft.h"
#include "variants/variants.h"

namespace {

void run_perft(benchmark::State& state, const char* variant, int depth, uint64_t expected) {
  const auto rules = nightrider::make_variant(variant);
  nightrider::Position pos = nightrider::start_position(*rules);
  uint64_t nodes = 0;
  for (auto _ : state) {
    const uint64_t n = nightrider::perft(*rules, pos, depth);
    benchmark::DoNotOptimize(n);
    if (n != expected) {
      state.SkipWithError(
          ("perft = " + std::to_string(n) + ", expected " + std::to_string(expected)).c_str());
      return;
    }
    nodes += n;
  }
  state.counters["nodes"] = benchmark::Counter(static_cast<double>(expected));
  state.counters["nps"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}

// Expected counts: the antiking1 / antiking2 start rows of shared/testdata/perft/perft.tsv.
void BM_AntiKing1PerftStartDepth4(benchmark::State& state) { run_perft(state, "antiking1", 4, 228179); }
void BM_AntiKing2PerftStartDepth4(benchmark::State& state) { run_perft(state, "antiking2", 4, 193824); }

BENCHMARK(BM_AntiKing1PerftStartDepth4)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_AntiKing2PerftStartDepth4)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
