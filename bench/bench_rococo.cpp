// Perft throughput of Rococo from its start position (single thread, bulk counting, the variant's fast
// board); expected counts from perft.tsv. Reference point: vchess's JavaScript Rococo does 0.2-0.3 M
// nodes/s.
#include "bench_support.h"

namespace {

using nightrider::bench::perft_benchmark;

void BM_RococoPerftStartDepth3(benchmark::State& state) { perft_benchmark(state, "rococo", "", 3); }
void BM_RococoPerftStartDepth4(benchmark::State& state) { perft_benchmark(state, "rococo", "", 4); }
void BM_RococoGeneralPerftStartDepth3(benchmark::State& state) {
  perft_benchmark(state, "rococo", "", 3, &nightrider::perft_general);
}

BENCHMARK(BM_RococoPerftStartDepth3)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_RococoPerftStartDepth4)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_RococoGeneralPerftStartDepth3)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
