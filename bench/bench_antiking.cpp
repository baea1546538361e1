// Perft throughput of Anti-King Chess I and II from their start positions (single thread, depth 4,
// bulk counting, the variants' bitboard boards); expected counts from perft.tsv.
#include "bench_support.h"

namespace {

using nightrider::bench::perft_benchmark;

void BM_AntiKing1PerftStartDepth4(benchmark::State& state) { perft_benchmark(state, "antiking1", "", 4); }
void BM_AntiKing2PerftStartDepth4(benchmark::State& state) { perft_benchmark(state, "antiking2", "", 4); }

BENCHMARK(BM_AntiKing1PerftStartDepth4)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_AntiKing2PerftStartDepth4)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
