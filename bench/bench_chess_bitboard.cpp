// Perft throughput of the orthodox 8x8 bitboard fast path (single thread, full depth, bulk counting):
// the measure, start position to depth 6 and "position 2" to depth 5; counts from perft.tsv.
#include "bench_support.h"

namespace {

using nightrider::bench::perft_benchmark;

void BM_PerftStartDepth6(benchmark::State& state) { perft_benchmark(state, "chess", "", 6); }
void BM_PerftKiwipeteDepth5(benchmark::State& state) {
  perft_benchmark(state, "chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5);
}

BENCHMARK(BM_PerftStartDepth6)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK(BM_PerftKiwipeteDepth5)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

}  // namespace
