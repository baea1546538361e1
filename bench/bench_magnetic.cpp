// Perft throughput of Magnetic and Anti-Magnetic Chess from the start position (depth 4, bulk counting):
// perft() takes the bitboard board (variants/magnetic_bitboard.h); the General runs show the rule-module
// path for comparison. Reference: the vchess JavaScript implementation does 0.2-0.3 M nodes/s.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "notation/fen.h"
#include "search/perft.h"
#include "variants/variants.h"

namespace {

template <uint64_t (*Perft)(const nightrider::Rules&, nightrider::Position&, int)>
void run_perft(benchmark::State& state, const char* variant, int depth) {
  const auto rules = nightrider::make_variant(variant);
  nightrider::Position pos = nightrider::start_position(*rules);
  uint64_t nodes = 0, last = 0;
  for (auto _ : state) {
    last = Perft(*rules, pos, depth);
    benchmark::DoNotOptimize(last);
    nodes += last;
  }
  state.counters["nodes"] = benchmark::Counter(static_cast<double>(last));
  state.counters["nps"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}

void BM_MagneticPerftStartDepth4(benchmark::State& state) {
  run_perft<nightrider::perft>(state, "magnetic", 4);
}
void BM_AntimagneticPerftStartDepth4(benchmark::State& state) {
  run_perft<nightrider::perft>(state, "antimagnetic", 4);
}
void BM_MagneticGeneralPerftStartDepth4(benchmark::State& state) {
  run_perft<nightrider::perft_general>(state, "magnetic", 4);
}
void BM_AntimagneticGeneralPerftStartDepth4(benchmark::State& state) {
  run_perft<nightrider::perft_general>(state, "antimagnetic", 4);
}

BENCHMARK(BM_MagneticPerftStartDepth4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AntimagneticPerftStartDepth4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MagneticGeneralPerftStartDepth4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AntimagneticGeneralPerftStartDepth4)->Unit(benchmark::kMillisecond);

}  // namespace
